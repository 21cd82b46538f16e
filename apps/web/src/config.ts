// The one reader of import.meta.env: every setting the web app takes, checked once at start.

function apiBaseUrl(raw: string | undefined): string {
  // RTK Query cannot fetch a relative base URL outside a browser, so "same origin" is spelled out.
  if (!raw) return globalThis.location.origin;
  try {
    return new URL(raw).href.replace(/\/$/, '');
  } catch {
    throw new Error(`VITE_API_BASE_URL must be an absolute URL such as https://api.example.com, got "${raw}"`);
  }
}

export const config = {
  apiBaseUrl: apiBaseUrl(import.meta.env.VITE_API_BASE_URL),
};
