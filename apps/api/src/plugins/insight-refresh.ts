import fp from 'fastify-plugin';
import { type InsightRefresher, insightRefresher } from '../services/insight';

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's refresh of the insight rollups: the schedule's and the console's "refresh now". */
    insightRefresh: InsightRefresher;
  }
}

/** One refresher per app, so the schedule (server.ts) and the console's asks never run two at once. */
export default fp(
  async (app) => {
    const refresher = insightRefresher(app.insightDb, app.log);
    app.decorate('insightRefresh', refresher);
    // A refresh under way holds a connection: the database is closed after it.
    app.addHook('onClose', () => refresher.idle());
  },
  { name: 'insight-refresh', dependencies: ['db'] },
);
