export interface ApiSettings {
  /** Origin (and optional prefix) the relative endpoint paths are resolved against. */
  baseUrl: string;
  /** How the auth-failure step leaves the page; apps/web passes react-router's navigate. */
  navigate: (path: string) => void;
}

let overrides: Partial<ApiSettings> = {};

/** Later calls win per key; passing `undefined` for a key restores its default. */
export function configureApiClient(settings: Partial<ApiSettings>): void {
  overrides = { ...overrides, ...settings };
}

/** Forgets every configureApiClient call (tests call this between cases). */
export function resetApiClientSettings(): void {
  overrides = {};
}

export function getApiSettings(): ApiSettings {
  return {
    // An absolute default because RTK Query cannot fetch a relative base URL outside a browser (jsdom).
    baseUrl: overrides.baseUrl ?? globalThis.location?.origin ?? '',
    navigate: overrides.navigate ?? ((path) => globalThis.location.assign(path)),
  };
}
