/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Where the API lives; unset means this site's own origin (the API serves the web build). */
  readonly VITE_API_BASE_URL?: string;
  /** A Google Maps JavaScript API key for every brand of this build; without one the maps run offline. */
  readonly VITE_GOOGLE_MAPS_API_KEY?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/** True in the preview build only (every brand): the theme studio route exists there. */
declare const __AULA_STUDIO__: boolean;
