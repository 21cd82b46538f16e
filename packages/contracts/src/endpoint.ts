// One declaration per endpoint: method, path, schemas, who may call it and how its public answer
// is cached, stated once. The API registers its route from it, the api-client builds its request
// from it and the msw handlers answer it, so a path or a schema cannot differ between the three.
import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call: anyone, a signed-in learner (session), staff, or an ally's team in its console:
 * `editor` (ally editor, ally admin, staff) and `admin` (ally admin, staff), each acting for the ally
 * the request names (`x-aula-ally`; an ally's team only for their own: `@aula/contracts/console`).
 */
export type Access = 'public' | 'learner' | 'staff' | 'editor' | 'admin';

export type Domain =
  | 'account'
  | 'blog'
  | 'catalogs'
  | 'lessons'
  | 'modules'
  | 'achievements'
  | 'profile'
  | 'reports'
  | 'pages'
  | 'console';

/** What a public answer shows; the API drops the cached answers of a tag when that content changes. */
export const PUBLIC_CACHE_TAGS = ['catalogs', 'lessons', 'lesson-views', 'blog', 'pages'] as const;
export type PublicCacheTag = (typeof PUBLIC_CACHE_TAGS)[number];

/**
 * The error answers a route may give besides the server's own (413, 415, 500); each has the `apiError`
 * body (a 410, a link used or expired, with `goneError`'s `target`).
 */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 410 | 429 | 502;

/** What the offline worker does with a learner's call: keeps a lesson's or a list's answer, or queues the write. */
export type OfflineKind = 'lesson' | 'list' | 'queued';

/** One offline rule as the worker (apps/web/src/sw) gets it, written into it at build time. */
export interface OfflineEndpoint {
  method: HttpMethod;
  path: string;
  offline: OfflineKind;
}

/** The names in a path template: `'/api/lessons/{id}/parts/'` gives `'id'`. */
export type PathParamNames<Path extends string> = Path extends `${string}{${infer Name}}${infer Rest}`
  ? Name | PathParamNames<Rest>
  : never;

/** The values a path template needs, one per `{name}`; a template without one needs none. */
export type PathValues<Path extends string> = { [Name in PathParamNames<Path>]: string | number };

export interface EndpointDeclaration<Path extends string = string> {
  method: HttpMethod;
  /** The path template, `{name}` for each parameter (`/api/lessons/{id}/`). */
  path: Path;
  access: Access;
  domain: Domain;
  /** One line for the API documentation. */
  summary?: string;
  /** The parsed path parameters; each `{name}` of the path must be a key of it. */
  params?: z.ZodObject<{ [Name in PathParamNames<Path>]: z.ZodType }>;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The answer on success (200, or `status`). */
  response: z.ZodType;
  status?: 200 | 201 | 202 | 204;
  /** The error statuses it answers with the `apiError` body (429 with `rateLimitedError`, 409 see `conflict`). */
  errors?: readonly ErrorStatus[];
  /**
   * A save that can meet an edit conflict: the item as it is now, sent as `current` in the 409
   * `edit_conflict` answer (`editConflictError`, `@aula/contracts/console`). Declare 409 in `errors` too.
   */
  conflict?: z.ZodType;
  /**
   * A 409 that is no edit conflict but says more than `apiError` (a check's try out of turn names the
   * tries recorded); without it the answer's schema would drop the extra fields. Declare 409 too.
   */
  refusal?: z.ZodType;
  /** The content types of an answer that is not JSON (the business report's PDF). */
  produces?: readonly string[];
  /**
   * Anonymous answers anyone may be given from a shared cache, tagged by what they show (the API
   * drops them when a tag changes); absent for anything personal.
   */
  publicCache?: readonly PublicCacheTag[];
  /**
   * How spec section 7 lists the call, where that differs from `path` (`/api/{c}/login/` and
   * `/api/mx/login/`), or `false` for a route of the API's own the spec does not list (sessions).
   */
  documentedAs?: false | readonly string[];
  /** Kept for reading offline or queued while offline by the web app's worker (`OfflineKind`). */
  offline?: OfflineKind;
}

/** Declares an endpoint, keeping its literal path so callers get typed path values. */
export function endpoint<const Path extends string, const Declaration extends EndpointDeclaration<Path>>(
  declaration: Declaration & { path: Path },
): Declaration {
  return declaration;
}

export type ResponseOf<E extends EndpointDeclaration> = z.output<E['response']>;
export type BodyOf<E extends EndpointDeclaration> = E['body'] extends z.ZodType ? z.input<E['body']> : undefined;
export type QueryOf<E extends EndpointDeclaration> = E['query'] extends z.ZodType ? z.input<E['query']> : undefined;

const PARAM = /\{(\w+)\}/g;

/** The path with its values in place (`fillPath('/api/lessons/{id}/', { id: 3 })`); a missing one throws. */
export function fillPath<Path extends string>(path: Path, values: PathValues<Path>): string {
  return path.replace(PARAM, (_, name: string) => {
    const value = (values as Record<string, string | number | undefined>)[name];
    if (value === undefined || value === '') throw new Error(`${path}: no value for {${name}}`);
    return encodeURIComponent(String(value));
  });
}

/** The same path in the `:name` form Fastify and msw route by. */
export function colonPath(path: string): string {
  return path.replace(PARAM, ':$1');
}

/** A test of concrete pathnames (no query) against the template, compiled once for many calls. */
export function pathMatcher(path: string): (pathname: string) => boolean {
  const pattern = new RegExp(`^${path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(PARAM, '[^/]+')}$`);
  return (pathname) => pattern.test(pathname);
}
