// The one reader of import.meta.env, and the holder of this deployment's settings: the build's
// values are the defaults that /deployment.json (deployment.ts), read at start, may override.
import type { Deployment } from './deployment';

function apiBaseUrl(raw: string | undefined): string {
  // RTK Query cannot fetch a relative base URL outside a browser, so "same origin" is spelled out.
  // No location on the server renderer, which sets its own base url (entry-server.tsx).
  if (!raw) return globalThis.location?.origin ?? '';
  try {
    return new URL(raw).href.replace(/\/$/, '');
  } catch {
    throw new Error(`VITE_API_BASE_URL must be an absolute URL such as https://api.example.com, got "${raw}"`);
  }
}

/** What a deployment without /deployment.json uses: this site's origin and the build's settings. */
export function buildDefaults(): Omit<Deployment, 'production'> {
  const api = apiBaseUrl(import.meta.env.VITE_API_BASE_URL);
  const origin = globalThis.location?.origin ?? '';
  return {
    apiBaseUrl: api,
    // The embedded API serves /reports/ itself, so reports live where the API does until configured.
    reportsBaseUrl: api,
    assetsBaseUrl: origin,
    frontendBaseUrl: origin,
    googleMapsApiKey: import.meta.env.VITE_GOOGLE_MAPS_API_KEY?.trim() || undefined,
  };
}

let current: Deployment = { ...buildDefaults(), production: false };

/** This deployment's settings (main.tsx sets them from /deployment.json before the first render). */
export function deployment(): Deployment {
  return current;
}

export function setDeployment(next: Deployment): void {
  current = next;
}

export const config = {
  /** Under `vite` (development server): no service worker, so an edit shows at once. */
  devServer: import.meta.env.DEV,
  get apiBaseUrl() {
    return current.apiBaseUrl;
  },
  /** The deployment's maps key; it wins over a brand's own (configuration layers: brand, then deployment). */
  get googleMapsApiKey() {
    return current.googleMapsApiKey;
  },
};
