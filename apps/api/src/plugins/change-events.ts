import fp from 'fastify-plugin';
import { LocalChangeEvents } from '../adapters/local-change-events';
import { RedisChangeEvents } from '../adapters/redis-change-events';
import type { ChangeEvents } from '../ports/change-events';

declare module 'fastify' {
  interface FastifyInstance {
    /** Changes to what processes cache in memory (sessions, learners' lesson state, ratings). */
    changes: ChangeEvents;
  }
}

/** In this process, or through Redis publish/subscribe when REDIS_URL is set. */
export default fp(
  async (app) => {
    const { redisUrl } = app.config;
    const changes: ChangeEvents = redisUrl
      ? new RedisChangeEvents(
          redisUrl,
          (err) => app.log.warn({ err }, 'change events: Redis unavailable, sessions are looked up every request'),
          app.config.redisPrefix,
        )
      : new LocalChangeEvents();
    app.decorate('changes', changes);
    app.addHook('onClose', () => changes.close());
  },
  { name: 'change-events', dependencies: ['db'] },
);
