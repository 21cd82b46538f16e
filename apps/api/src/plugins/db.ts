import fp from 'fastify-plugin';
import type { Config } from '../config';
import type { Database } from '../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    config: Config;
  }
}

/** Shares the database and the config with every route, whatever plugin scope it lives in. */
export default fp<{ db: Database; config: Config }>(
  async (app, { db, config }) => {
    app.decorate('db', db);
    app.decorate('config', config);
  },
  { name: 'db' },
);
