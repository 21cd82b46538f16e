// A route's id or page number, read one way by every screen. Apart from site-paths.ts, which every
// page's code carries: only the screens that read an id carry this.

/**
 * The largest id a route may name: ids are PostgreSQL `integer`s. The same bound as `MAX_ID` in
 * common.ts (route-params.test.ts holds them equal), written again so that reading an id pulls
 * neither zod nor another shared chunk into the screens (each importer cost 0.2-0.3 KB of brotli).
 */
const MAX_ROUTE_ID = 2_147_483_647;

/**
 * A route's numeric id (`:lessonId`, `:moduleId`, ...): undefined for anything else ("precios", "0",
 * "1.5", "-2", a number no PostgreSQL integer holds): a bad link shows "not found", it asks the API nothing.
 */
export function routeId(raw: string | undefined | null): number | undefined {
  if (!raw || !/^\d{1,10}$/.test(raw)) return undefined;
  const id = Number(raw);
  return id >= 1 && id <= MAX_ROUTE_ID ? id : undefined;
}

/** A list's page number (`blog/pagina/:page`): 1 without one, undefined for anything that is not a page. */
export function routePage(raw: string | undefined): number | undefined {
  return raw === undefined ? 1 : routeId(raw);
}
