import type { IncomingMessage, ServerResponse } from 'node:http';
import { editConflictError } from '@aula/contracts/console';
import { colonPath, type EndpointDeclaration, type ErrorStatus } from '@aula/contracts/endpoint';
import { apiError, goneError, rateLimitedError } from '@aula/contracts/errors';
import type {
  ContextConfigDefault,
  FastifyBaseLogger,
  FastifyInstance,
  onRequestHookHandler,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { bodyLimitOf } from './body-limit';
import { requireConsole, requireStaff } from './guards';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The declaration a route was registered from (the OpenAPI document describes it from there). */
    endpoint?: EndpointDeclaration;
  }
}

export type ZodApp = FastifyInstance<
  RawServerDefault,
  IncomingMessage,
  ServerResponse,
  FastifyBaseLogger,
  ZodTypeProvider
>;

type Field<E, Key extends string> = E extends { [K in Key]: infer Value } ? Value : undefined;
type SuccessStatus<E> = E extends { status: infer Status extends number } ? Status : 200;
type ErrorsOf<E> = E extends { errors: readonly (infer Status extends ErrorStatus)[] } ? Status : never;
type ConflictOf<E> = E extends { conflict: infer Current extends z.ZodType }
  ? ReturnType<typeof editConflictError<Current>>
  : E extends { refusal: infer Refusal extends z.ZodType }
    ? Refusal
    : typeof apiError;
type ErrorBody<E, Status> = Status extends 429
  ? typeof rateLimitedError
  : Status extends 409
    ? ConflictOf<E>
    : Status extends 410
      ? typeof goneError
      : typeof apiError;

/** The Fastify schema a declaration stands for, so the type provider types the handler from it. */
export type DeclaredSchema<E extends EndpointDeclaration> = {
  params: Field<E, 'params'>;
  querystring: Field<E, 'query'>;
  body: Field<E, 'body'>;
  response: { [Status in SuccessStatus<E>]: E['response'] } & { [Status in ErrorsOf<E>]: ErrorBody<E, Status> };
};

/** A handler of the declared route: its request and its answer are typed by the declaration's schemas. */
export type DeclaredHandler<E extends EndpointDeclaration> = RouteHandlerMethod<
  RawServerDefault,
  IncomingMessage,
  ServerResponse,
  RouteGenericInterface,
  ContextConfigDefault,
  DeclaredSchema<E>,
  ZodTypeProvider
>;

function schemaOf(declaration: EndpointDeclaration) {
  const errors = Object.fromEntries(
    (declaration.errors ?? []).map((status) => [
      status,
      status === 429
        ? rateLimitedError
        : status === 410
          ? goneError
          : status === 409 && declaration.conflict
            ? editConflictError(declaration.conflict)
            : status === 409 && declaration.refusal
              ? declaration.refusal
              : apiError,
    ]),
  );
  const schema = {
    params: declaration.params,
    querystring: declaration.query,
    body: declaration.body,
    produces: declaration.produces,
    response: { [declaration.status ?? 200]: declaration.response, ...errors },
  };
  // Fastify warns of a schema part present but undefined.
  return Object.fromEntries(Object.entries(schema).filter(([, part]) => part !== undefined));
}

/**
 * onRequest, not preHandler: an anonymous caller learns nothing, not even that an id or a body is
 * malformed, and staff-only routes check the session first.
 */
function guardOf(app: ZodApp, access: EndpointDeclaration['access']): onRequestHookHandler[] {
  if (access === 'public') return [];
  if (access === 'learner') return [app.authenticate];
  if (access === 'staff') return [app.authenticate, requireStaff];
  return [app.authenticate, requireConsole(app.db, access)];
}

/**
 * Registers a declared endpoint: its method and path, its schemas (the 200 answer and the declared
 * error statuses), the guard its access asks for, its public-cache tags and the body limit its
 * schema allows. The path is the full one; inside a plugin registered under a prefix (`/api`), the
 * prefix is taken off.
 */
export function route<const E extends EndpointDeclaration>(app: ZodApp, declaration: E, handler: DeclaredHandler<E>) {
  const url = colonPath(declaration.path);
  if (!url.startsWith(`${app.prefix}/`)) {
    throw new Error(`${declaration.method} ${declaration.path} is registered under ${app.prefix}`);
  }
  app.route({
    method: declaration.method,
    url: url.slice(app.prefix.length),
    onRequest: guardOf(app, declaration.access),
    config: declaration.publicCache
      ? { endpoint: declaration, publicCache: declaration.publicCache }
      : { endpoint: declaration },
    schema: schemaOf(declaration),
    // What the contract's longest text needs; a body without long text keeps the base limit.
    bodyLimit: bodyLimitOf(declaration.body),
    handler: handler as RouteHandlerMethod,
  });
}
