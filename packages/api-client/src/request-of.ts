// The client's half of an endpoint declaration (@aula/contracts/endpoint). The declarations carry
// zod schemas; importing them would put zod and every schema of a domain in the pages' first
// download (the route budgets of apps/web/vite/route-budgets.ts), so the client imports them as
// types only and keeps the two facts it sends by, method and path, in a table the compiler holds
// to the declaration: a path or a method that differs from the contract does not compile.
import type {
  BodyOf,
  EndpointDeclaration,
  PathParamNames,
  PathValues,
  QueryOf,
  ResponseOf,
} from '@aula/contracts/endpoint';
import { fillPath } from '@aula/contracts/endpoint';
import type { FetchArgs } from '@reduxjs/toolkit/query';

declare const declaredBy: unique symbol;

/** Method and path of a declaration, carrying the declaration's type for the request and answer. */
export interface Route<E extends EndpointDeclaration = EndpointDeclaration> {
  readonly method: E['method'];
  readonly path: E['path'];
  /** Type only: never set at run time. */
  readonly [declaredBy]?: E;
}

type DeclarationOf<R> = R extends Route<infer E> ? E : never;

/** What the endpoint answers on success, as the contract describes it. */
export type AnswerOf<R extends Route> = ResponseOf<DeclarationOf<R>>;

/** The body the endpoint takes, as the contract describes it. */
export type RequestBodyOf<R extends Route> = BodyOf<DeclarationOf<R>>;

/** The query string the endpoint takes, as the contract describes it. */
export type RequestQueryOf<R extends Route> = QueryOf<DeclarationOf<R>>;

type PathPart<E extends EndpointDeclaration> = [PathParamNames<E['path']>] extends [never]
  ? { path?: never }
  : { path: PathValues<E['path']> };
type BodyPart<E extends EndpointDeclaration> = [BodyOf<E>] extends [undefined] ? { body?: never } : { body: BodyOf<E> };
type QueryPart<E extends EndpointDeclaration> = [QueryOf<E>] extends [undefined]
  ? { query?: never }
  : { query: QueryOf<E> };

/** The values a request of the declaration needs: its path's `{name}`s, its body, its query. */
export type RequestParts<E extends EndpointDeclaration> = PathPart<E> & BodyPart<E> & QueryPart<E>;

type PartsArgument<E extends EndpointDeclaration> =
  Partial<RequestParts<E>> extends RequestParts<E> ? [parts?: RequestParts<E>] : [parts: RequestParts<E>];

/**
 * The routes of one domain's declarations, each checked against its declaration:
 * `routesOf<typeof lessonEndpoints>()({ setRating: { method: 'POST', path: '/api/lessons/{id}/set_rating/' } })`.
 * Only declared names may appear; the client need not call every declared endpoint.
 */
export function routesOf<Declarations extends Record<string, EndpointDeclaration>>() {
  return <const Name extends keyof Declarations>(
    table: {
      [Key in Name]: { method: Declarations[Key]['method']; path: Declarations[Key]['path'] };
    },
  ) => table as { [Key in Name]: Route<Declarations[Key]> };
}

/** The request RTK Query sends for a route: path values filled in, the body and query as declared. */
export function requestOf<R extends Route>(route: R, ...[parts]: PartsArgument<DeclarationOf<R>>): FetchArgs {
  const { path, body, query } = (parts ?? {}) as {
    path?: Record<string, string | number>;
    body?: unknown;
    query?: unknown;
  };
  return {
    url: fillPath(route.path as string, (path ?? {}) as PathValues<string>),
    method: route.method,
    ...(body === undefined ? {} : { body }),
    ...(query === undefined ? {} : { params: query as Record<string, unknown> }),
  };
}
