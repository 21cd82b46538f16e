import { createServer } from 'node:http';
import Fastify, { LogController } from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import { type Database, openDatabase } from './db/client';
import { type LogStream, logOptions } from './lib/log-options';
import { PublicCacheFastPath } from './lib/public-cache-fast-path';
import { requestId } from './lib/request-id';
import { secureCookiesNotice } from './lib/session-cookie';
import { validatorCompiler } from './lib/well-formed-validator';
import accountPorts, { type PortOverrides } from './plugins/account-ports';
import allyHosts from './plugins/ally-hosts';
import auth from './plugins/auth';
import brandIcons from './plugins/brand-icons';
import changeEvents from './plugins/change-events';
import chatCertificateFiles from './plugins/chat-certificate-files';
import chatLearning from './plugins/chat-learning';
import contentCache from './plugins/content-cache';
import corsPolicy from './plugins/cors';
import csrf from './plugins/csrf';
import dbPlugin from './plugins/db';
import docs from './plugins/docs';
import drain from './plugins/drain';
import errors from './plugins/errors';
import exportGate from './plugins/export-gate';
import fonts from './plugins/fonts';
import idempotency from './plugins/idempotency';
import insightRefresh from './plugins/insight-refresh';
import lessonViews from './plugins/lesson-views';
import media from './plugins/media';
import mediaStorage from './plugins/media-storage';
import methodNotAllowed from './plugins/method-not-allowed';
import publicCache from './plugins/public-cache';
import reminders from './plugins/reminders';
import security from './plugins/security';
import uncachedPublicAnswers from './plugins/uncached-public-answers';
import web from './plugins/web';
import api from './routes';
import admin from './routes/admin';
import devRoutes from './routes/dev';
import health from './routes/health';
import reports from './routes/reports';
import sitemaps from './routes/sitemaps';

const REQUEST_TIMEOUT_MS = 30_000;
// Fastify's own default: longer than the idle timeouts of common load balancers (60 s).
const KEEP_ALIVE_MS = 72_000;

/**
 * Builds the whole application. Pass `db` to share a database the caller migrates and closes
 * (server.ts, tests); without it the app opens and migrates its own and closes it on close().
 * `ports` replaces adapters chosen from the configuration (tests: clock, fetch, mailer...).
 * The log never holds credentials or personal data (lib/log-options.ts).
 */
export async function buildApp({
  config,
  db,
  insightDb,
  ports,
  logStream,
}: {
  config: Config;
  db?: Database;
  /** The console insight's database (db/client.ts's insight pool); `db` when not given. */
  insightDb?: Database;
  ports?: PortOverrides;
  /** Where the log goes instead of stdout (tests read it). */
  logStream?: LogStream;
}) {
  const fastPath = new PublicCacheFastPath();
  const { trustProxy } = config;
  const app = Fastify({
    // The public cache's fast path answers repeated public GETs before Fastify (lib/public-cache-fast-path.ts).
    serverFactory: (handler) => {
      const server = createServer(config.publicCacheFastPath ? fastPath.before(handler) : handler);
      server.keepAliveTimeout = KEEP_ALIVE_MS;
      server.requestTimeout = REQUEST_TIMEOUT_MS;
      return server;
    },
    logger: logOptions(config.logLevel, logStream),
    // Two lines per request halve a cached GET's throughput; errors are logged either way
    // (plugins/errors.ts), so per-request lines are on demand: LOG_REQUESTS=true.
    logController: new LogController({ disableRequestLogging: !config.logRequests }),
    genReqId: requestId,
    requestIdHeader: false,
    return503OnClosing: true,
    // A hop count as proxy-addr takes it (Fastify's types list no number): the address `hops` hops back.
    trustProxy: typeof trustProxy === 'number' ? (_address: string, hop: number) => hop < trustProxy : trustProxy,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  let database = db;
  let insightDatabase = insightDb;
  if (!database) {
    const handle = await openDatabase(config);
    await handle.migrate();
    app.addHook('onClose', () => handle.close());
    database = handle.db;
    insightDatabase = handle.insightDb;
  }

  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  // Said once the server listens: in production the cookies are Secure, and nothing tells this
  // process that a TLS proxy stands in front of it (lib/session-cookie.ts).
  app.addHook('onListen', async () => {
    const notice = secureCookiesNotice(config);
    if (notice) app.log.warn(notice);
  });

  await app.register(dbPlugin, { db: database, insightDb: insightDatabase, config });
  await app.register(errors);
  await app.register(drain);
  await app.register(methodNotAllowed);
  await app.register(security);
  await app.register(corsPolicy);
  await app.register(csrf);
  await app.register(changeEvents);
  await app.register(allyHosts);
  await app.register(auth);
  await app.register(idempotency);
  // Before the routes: it wraps the ones marked `publicCache` as they are registered.
  if (config.publicCache) await app.register(publicCache, { fastPath });
  else await app.register(uncachedPublicAnswers);
  await app.register(contentCache);
  await app.register(lessonViews);
  await app.register(exportGate);
  await app.register(insightRefresh);
  // Before the routes: @fastify/swagger collects them as they are registered.
  await app.register(docs);
  await app.register(accountPorts, { overrides: ports });
  await app.register(mediaStorage);
  await app.register(health);
  await app.register(reminders);
  await app.register(chatLearning);
  await app.register(devRoutes);
  await app.register(api, { prefix: '/api' });
  await app.register(admin, { prefix: '/admin' });
  await app.register(reports, { prefix: '/reports' });
  await app.register(sitemaps);
  await app.register(media);
  await app.register(chatCertificateFiles);
  await app.register(fonts);
  await app.register(brandIcons);
  await app.register(web);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
