import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import Fastify, { LogController } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import { type Database, openDatabase } from './db/client';
import accountPorts, { type PortOverrides } from './plugins/account-ports';
import auth from './plugins/auth';
import changeEvents from './plugins/change-events';
import corsPolicy from './plugins/cors';
import csrf from './plugins/csrf';
import dbPlugin from './plugins/db';
import docs from './plugins/docs';
import errors from './plugins/errors';
import learningMemory from './plugins/learning-memory';
import lessonViews from './plugins/lesson-views';
import media from './plugins/media';
import methodNotAllowed from './plugins/method-not-allowed';
import publicCache from './plugins/public-cache';
import security from './plugins/security';
import web from './plugins/web';
import api from './routes';
import admin from './routes/admin';
import devOutbox from './routes/dev/outbox';
import health from './routes/health';
import reports from './routes/reports';

const REQUEST_ID = /^[\w.:-]{1,64}$/;

/** Keeps a proxy's request id so one id follows a request across services; anything odd is replaced. */
function requestId(request: IncomingMessage): string {
  const incoming = request.headers['x-request-id'];
  return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

/**
 * Builds the whole application. Pass `db` to share a database the caller migrates and closes
 * (server.ts, tests); without it the app opens and migrates its own and closes it on close().
 * `ports` replaces adapters chosen from the configuration (tests: clock, fetch, mailer...).
 */
export async function buildApp({ config, db, ports }: { config: Config; db?: Database; ports?: PortOverrides }) {
  const app = Fastify({
    logger: { level: config.logLevel },
    // Two lines per request halve a cached GET's throughput; errors are logged either way
    // (plugins/errors.ts), so per-request lines are on demand: LOG_REQUESTS=true.
    logController: new LogController({ disableRequestLogging: !config.logRequests }),
    genReqId: requestId,
    requestIdHeader: false,
    requestTimeout: 30_000,
    return503OnClosing: true,
    trustProxy: config.trustProxy,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  let database = db;
  if (!database) {
    const handle = await openDatabase(config);
    await handle.migrate();
    app.addHook('onClose', () => handle.close());
    database = handle.db;
  }

  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await app.register(dbPlugin, { db: database, config });
  await app.register(errors);
  await app.register(methodNotAllowed);
  await app.register(security);
  await app.register(corsPolicy);
  await app.register(csrf);
  await app.register(changeEvents);
  await app.register(auth);
  // Before the routes: it wraps the ones marked `publicCache` as they are registered.
  await app.register(publicCache);
  await app.register(learningMemory);
  await app.register(lessonViews);
  // Before the routes: @fastify/swagger collects them as they are registered.
  await app.register(docs);
  await app.register(accountPorts, { overrides: ports });
  await app.register(health);
  await app.register(devOutbox);
  await app.register(api, { prefix: '/api' });
  await app.register(admin, { prefix: '/admin' });
  await app.register(reports, { prefix: '/reports' });
  await app.register(media);
  await app.register(web);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
