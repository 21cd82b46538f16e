import { connect, createServer, type Server, type Socket } from 'node:net';

/**
 * A TCP proxy in front of a server that a test can freeze (connections stay open, nothing goes
 * through: a hung database, a network partition), thaw, cut (every connection reset, new ones
 * refused: a stopped database) and restore.
 */
export class FreezableProxy {
  private readonly server: Server;
  private readonly pairs = new Set<[Socket, Socket]>();
  private frozen = false;
  private cut = false;
  port = 0;

  constructor(
    private readonly targetHost: string,
    private readonly targetPort: number,
  ) {
    this.server = createServer((client) => this.accept(client));
  }

  async listen(port = 0): Promise<number> {
    await new Promise<void>((resolve) => this.server.listen(port, '127.0.0.1', resolve));
    const address = this.server.address();
    this.port = typeof address === 'object' && address ? address.port : port;
    return this.port;
  }

  private accept(client: Socket) {
    if (this.cut) return client.destroy();
    const upstream = connect(this.targetPort, this.targetHost);
    const pair: [Socket, Socket] = [client, upstream];
    this.pairs.add(pair);
    for (const [from, to] of [pair, [upstream, client] as const]) {
      from.on('data', (chunk) => to.write(chunk));
      from.on('error', () => to.destroy());
      from.on('close', () => {
        to.destroy();
        this.pairs.delete(pair);
      });
    }
    if (this.frozen) for (const socket of pair) socket.pause();
  }

  /** Holds every byte in both directions; connections stay open and new ones are accepted but hang. */
  freeze() {
    this.frozen = true;
    for (const pair of this.pairs) for (const socket of pair) socket.pause();
  }

  thaw() {
    this.frozen = false;
    for (const pair of this.pairs) for (const socket of pair) socket.resume();
  }

  /** Resets every open connection (new ones go through): a failover, a restarted pooler. */
  reset() {
    for (const pair of this.pairs) for (const socket of pair) socket.resetAndDestroy();
  }

  /** Resets every connection and refuses new ones, as a stopped server does. */
  stop() {
    this.cut = true;
    this.reset();
  }

  start() {
    this.cut = false;
  }

  async close() {
    this.stop();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
