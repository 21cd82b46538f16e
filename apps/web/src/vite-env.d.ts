/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Where the API lives; unset means this site's own origin (the API serves the web build). */
  readonly VITE_API_BASE_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
