import fp from 'fastify-plugin';
import { ContentCache } from '../services/content-cache';

declare module 'fastify' {
  interface FastifyInstance {
    /** Lesson content, learners' lesson state and ratings in memory: a lesson opens without a query. */
    contentCache: ContentCache;
  }
}

/**
 * Creates the content cache (services/content-cache.ts) and wires it to the change events
 * (plugins/change-events.ts): it drops what any process announces, and announces its own
 * writes to the other processes when there are any (REDIS_URL). While Redis is away, it does not
 * trust its copies of what learners write: another process's write could not be announced.
 */
export default fp(
  async (app) => {
    // Without Redis the only listener is this cache, which has already applied its own change.
    const announce = app.config.redisUrl ? app.changes.publish.bind(app.changes) : async () => {};
    const cache = new ContentCache(app.db, announce, () => app.changes.sharing() !== 'down');
    app.changes.subscribe((change) => cache.dropStale(change));
    app.decorate('contentCache', cache);
  },
  { name: 'content-cache', dependencies: ['db', 'change-events'] },
);
