export interface ApiSettings {
  /** Origin (and optional prefix) the relative endpoint paths are resolved against. */
  baseUrl: string;
  /** How the auth-failure step leaves the page; apps/web passes react-router's navigate. */
  navigate: (path: string) => void;
  /**
   * The page's address (path, query, fragment) as its router holds it: the auth-failure step reads
   * whether the page needs a session and where to come back to. Default: the browser's address.
   */
  currentAddress: () => string;
  /** The current brand's front-end origin: recovery links in messages point back to it (`url_base`). */
  frontendBaseUrl: string;
  /** Origin of the reports service that renders the business report PDF. */
  reportsBaseUrl: string;
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
  // Absolute defaults because RTK Query cannot fetch a relative base URL outside a browser (jsdom).
  const origin = globalThis.location?.origin ?? '';
  return {
    baseUrl: overrides.baseUrl ?? origin,
    navigate: overrides.navigate ?? ((path) => globalThis.location.assign(path)),
    currentAddress: overrides.currentAddress ?? (() => (globalThis.location ? addressOf(globalThis.location) : '')),
    frontendBaseUrl: overrides.frontendBaseUrl ?? origin,
    // The embedded API serves /reports/ itself, so the same origin works until a service is configured.
    reportsBaseUrl: overrides.reportsBaseUrl ?? origin,
  };
}

/** A location's address as a page shows it: path, query and fragment. */
export const addressOf = ({ pathname, search, hash }: { pathname: string; search: string; hash: string }) =>
  `${pathname}${search}${hash}`;
