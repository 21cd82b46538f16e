import type { Redis } from 'ioredis';
import { answered, readyWithin, redisClient, redisSubscriber } from '../lib/redis-client';
import type { Change, ChangeEvents } from '../ports/change-events';
import { LocalChangeEvents } from './local-change-events';

const MESSAGE = /^(sessions|learner|ratings|content):(\d+)$/;

/**
 * A frozen Redis keeps the subscriber's socket open and silent (closing it can take seconds), so the
 * subscriber is asked this often whether it answers: silent this long, it counts as 'down' (and a
 * ping not answered in time drops the connection, to make a fresh one).
 */
const SUBSCRIBER_PING_MS = 250;
const SUBSCRIBER_PING_TIMEOUT_MS = 200;
const SUBSCRIBER_SILENT_MS = 1000;
/** Changes not sent while Redis was away, sent once it answers again; beyond this many, none are kept. */
const MAX_MISSED = 10_000;

/**
 * Changes over Redis publish/subscribe ("kind:id"). This process's listeners hear a change at
 * once (not after a round trip); the others when Redis delivers it. A subscriber that lost its
 * connection may have missed changes, so on reconnecting it tells its listeners to drop all.
 * The channel carries the deployment's prefix (REDIS_PREFIX): Redis publish/subscribe ignores the
 * database number, so without it two deployments on one Redis would hear each other.
 * A change this process could not send is sent again at the publisher's next connection (a process
 * whose own connection stayed up would otherwise keep its stale copy for good).
 */
export class RedisChangeEvents implements ChangeEvents {
  private readonly local = new LocalChangeEvents();
  private readonly publisher: Redis;
  private readonly subscriber: Redis;
  private readonly channel: string;
  private readonly missed = new Set<string>();
  private readonly liveness: NodeJS.Timeout;
  /** When the subscriber last answered (a ping, or its connection): older than SUBSCRIBER_SILENT_MS is 'down'. */
  private answeredAt = Date.now();

  constructor(
    url: string,
    private readonly onError: (error: unknown) => void,
    prefix = 'aula:',
  ) {
    this.channel = `${prefix}changes`;
    this.publisher = redisClient(url);
    this.subscriber = redisSubscriber(url);
    let connectedBefore = false;
    this.subscriber.on('ready', () => {
      this.subscriber.subscribe(this.channel).catch(onError);
      if (connectedBefore) this.local.tell('all');
      connectedBefore = true;
      this.answeredAt = Date.now();
    });
    this.subscriber.on('message', (_channel: string, message: string) => {
      const match = MESSAGE.exec(message);
      if (match) this.local.tell({ kind: match[1] as Exclude<Change, 'all'>['kind'], id: Number(match[2]) });
    });
    this.publisher.on('ready', () => this.sendMissed());
    this.liveness = setInterval(() => this.checkSubscriber(), SUBSCRIBER_PING_MS);
    this.liveness.unref();
  }

  async publish(change: Exclude<Change, 'all'>): Promise<void> {
    this.local.tell(change);
    await this.send(`${change.kind}:${change.id}`);
  }

  private async send(message: string): Promise<void> {
    try {
      await answered(this.publisher, this.publisher.publish(this.channel, message));
    } catch (error) {
      if (this.missed.size < MAX_MISSED) this.missed.add(message);
      this.onError(error);
    }
  }

  private sendMissed(): void {
    const messages = [...this.missed];
    this.missed.clear();
    for (const message of messages) void this.send(message);
  }

  /**
   * A subscriber that does not answer its ping is dropped and reconnects (telling 'all' once back);
   * one that answers again after a silence may have missed changes meanwhile, so 'all' too.
   */
  private checkSubscriber(): void {
    if (this.subscriber.status !== 'ready') return;
    answered(this.subscriber, this.subscriber.ping(), SUBSCRIBER_PING_TIMEOUT_MS).then(
      () => {
        if (this.silent()) this.local.tell('all');
        this.answeredAt = Date.now();
      },
      () => {},
    );
  }

  private silent(): boolean {
    return Date.now() - this.answeredAt > SUBSCRIBER_SILENT_MS;
  }

  subscribe(listener: (change: Change) => void): void {
    this.local.subscribe(listener);
  }

  /** The publisher's first connection, awaited at most `ms` (a one-off announcement needs it). */
  ready(ms: number): Promise<boolean> {
    return readyWithin(this.publisher, ms);
  }

  sharing(): 'ok' | 'down' {
    const connected = this.publisher.status === 'ready' && this.subscriber.status === 'ready';
    return connected && !this.silent() ? 'ok' : 'down';
  }

  async close(): Promise<void> {
    clearInterval(this.liveness);
    await this.local.close();
    for (const client of [this.publisher, this.subscriber]) {
      if (client.status !== 'ready') client.disconnect();
      else await client.quit().catch(() => client.disconnect());
    }
  }
}
