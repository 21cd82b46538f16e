import fp from 'fastify-plugin';

/**
 * While the app closes (SIGTERM, a rolling restart), the answers to the requests still in flight
 * say `Connection: close`: a client or a proxy then opens its next request elsewhere instead of
 * reusing this connection and meeting a process that is going away.
 */
export default fp(
  async (app) => {
    let closing = false;
    app.addHook('preClose', async () => {
      closing = true;
    });
    app.addHook('onSend', async (_request, reply) => {
      if (closing) reply.header('connection', 'close');
    });
  },
  { name: 'drain' },
);
