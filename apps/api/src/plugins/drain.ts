import { Server } from 'node:net';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * A deploy's SIGTERM, before close(): stops taking connections and waits (at most `waitMs`)
     * until every open one has ended. Resolves true when none is left, false on the time limit.
     */
    drain(waitMs: number): Promise<boolean>;
    /** Calls `listener` once when the app starts draining or closing: whatever answers outside Fastify steps aside. */
    whenDraining(listener: () => void): void;
  }
}

/**
 * While the app drains or closes (SIGTERM, a rolling restart), every answer says `Connection:
 * close`: a client or a proxy then opens its next request elsewhere instead of reusing this
 * connection and meeting a process that is going away.
 *
 * drain() ends no connection itself. A kept-alive connection that is idle here may be the one
 * nginx is writing its next request on at that very moment; ended under it, a POST (which nginx
 * never sends twice) would be a 502. So the process only stops listening and waits: nginx closes
 * its idle upstream connections itself after its `keepalive_timeout` (scripts/lib/nginx-conf.mjs,
 * shorter than server.ts's wait), and any connection it uses once more is closed after that answer.
 */
export default fp(
  async (app) => {
    let closing = false;
    const listeners: (() => void)[] = [];
    const beginClosing = () => {
      if (closing) return;
      closing = true;
      for (const listener of listeners.splice(0)) listener();
    };
    app.decorate('whenDraining', (listener: () => void) => {
      if (closing) listener();
      else listeners.push(listener);
    });
    app.addHook('preClose', async () => {
      beginClosing();
    });
    app.addHook('onSend', async (_request, reply) => {
      if (closing) reply.header('connection', 'close');
    });
    app.decorate('drain', async (waitMs: number) => {
      beginClosing();
      const server = app.server;
      if (!server.listening) return true;
      const drained = new Promise<boolean>((resolve) => server.once('close', () => resolve(true)));
      // net's close only stops listening ('close' comes once the last connection has ended);
      // http's own close() would also end the idle kept-alive connections at once.
      Server.prototype.close.call(server);
      let timer: NodeJS.Timeout | undefined;
      const limit = new Promise<boolean>((resolve) => {
        timer = setTimeout(() => resolve(false), waitMs);
      });
      try {
        return await Promise.race([drained, limit]);
      } finally {
        clearTimeout(timer);
      }
    });
  },
  { name: 'drain' },
);
