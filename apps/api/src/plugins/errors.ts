import type { ApiError, FieldError } from '@aula/contracts/errors';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { databaseOutageOf } from '../db/unavailable';
import { EverySeconds } from '../lib/every-seconds';
import { HttpError } from '../lib/http-error';

const CONTEXT_FIELD: Record<string, string> = { querystring: 'query', body: 'body', params: 'params' };

/**
 * The largest body a route takes unless it sets its own `bodyLimit`. The biggest form (the
 * profile's, every field at its maximum, escaped) is well under it; a megabyte of junk keys is
 * refused with a 413 before it is read, instead of costing a parse and a validation. A declared
 * route whose contract allows long text (a reading part, a post) adds what that text may take
 * (lib/body-limit.ts).
 */
export const BODY_LIMIT_BYTES = 32 * 1024;

/** Seconds a client is asked to wait when the database is away: a restart takes a few. */
export const DATABASE_RETRY_AFTER_SECONDS = 2;

/** A few field errors help a form; thousands only cost the server time and the client bytes. */
export const MAX_FIELD_ERRORS = 20;

function capped(fields: FieldError[], context: string): FieldError[] {
  if (fields.length <= MAX_FIELD_ERRORS) return fields;
  const more = fields.length - MAX_FIELD_ERRORS;
  return [...fields.slice(0, MAX_FIELD_ERRORS), { field: context, reason: `and ${more} more problems` }];
}

/** Turns zod issues into `{field, reason}`: the dotted path, or the offending keys for unknown ones. */
function fieldErrors(
  error: FastifyError & { validation: { instancePath: string; message?: string; params: object }[] },
) {
  const context = CONTEXT_FIELD[error.validationContext ?? ''] ?? error.validationContext ?? 'input';
  const fields = error.validation.flatMap((issue): FieldError[] => {
    const reason = issue.message ?? 'is invalid';
    const keys = (issue.params as { keys?: unknown }).keys;
    if (Array.isArray(keys) && keys.length > 0) {
      return keys.map((key) => ({
        field: [...pathOf(issue.instancePath), String(key)].join('.'),
        reason: 'is not allowed',
      }));
    }
    const path = pathOf(issue.instancePath);
    return [{ field: path.length > 0 ? path.join('.') : context, reason }];
  });
  return capped(fields, context);
}

const pathOf = (instancePath: string) => instancePath.split('/').filter(Boolean);

const badRequest = (fields: FieldError[]): ApiError => ({ error: 'bad_request', message: 'Invalid input', fields });

/** Maps Fastify's own request errors to the API's codes; anything unknown becomes a 500. */
function describe(error: FastifyError): [number, ApiError] | undefined {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return [400, badRequest([{ field: 'body', reason: 'is not valid JSON' }])];
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return [400, badRequest([{ field: 'body', reason: 'is required' }])];
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return [415, { error: 'unsupported_media_type', message: 'Send the body as application/json' }];
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return [413, { error: 'payload_too_large', message: 'The request body is too large' }];
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) return [status, { error: 'bad_request', message: error.message }];
  return undefined;
}

export default fp(
  async (app) => {
    const unavailableLog = new EverySeconds(5);
    // Registered before the routes, so each one gets the limit unless it asks for another.
    app.addHook('onRoute', (route) => {
      route.bodyLimit ??= BODY_LIMIT_BYTES;
    });
    app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
      if (error instanceof HttpError) {
        return reply.code(error.statusCode).send({ error: error.code, message: error.message, ...error.details });
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        return reply.code(400).send(badRequest(fieldErrors(error)));
      }
      const known = describe(error);
      if (known) return reply.code(known[0]).send(known[1]);
      // The same request works once the database is back: say so, and when to try again.
      const outage = databaseOutageOf(error);
      if (outage) {
        const more = unavailableLog.count();
        if (more !== undefined) request.log.warn({ err: error, outage, more }, 'database unavailable');
        return reply
          .code(503)
          .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
          .send({ error: 'database_unavailable', message: 'The service is briefly unavailable; try again shortly' });
      }
      // request.log carries the request id, so the 500 a user reports can be found in the logs.
      request.log.error({ err: error }, 'unexpected error');
      return reply.code(500).send({ error: 'internal', message: 'Unexpected error' });
    });
  },
  { name: 'errors' },
);
