import fp from 'fastify-plugin';
import type { Config } from '../config';
import type { Database } from '../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    /** The console insight's reads (db/client.ts: a small pool of its own on PostgreSQL). */
    insightDb: Database;
    config: Config;
  }
}

/** Shares the database and the config with every route, whatever plugin scope it lives in. */
export default fp<{ db: Database; insightDb?: Database; config: Config }>(
  async (app, { db, insightDb, config }) => {
    app.decorate('db', db);
    app.decorate('insightDb', insightDb ?? db);
    app.decorate('config', config);
  },
  { name: 'db' },
);
