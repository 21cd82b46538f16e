import type { Redis } from 'ioredis';
import { answered, readyWithin, redisClient, redisSubscriber } from '../lib/redis-client';
import type { Change, ChangeEvents } from '../ports/change-events';
import { LocalChangeEvents } from './local-change-events';

const MESSAGE = /^(sessions|learner|ratings|content):(\d+)$/;

/**
 * Changes over Redis publish/subscribe ("kind:id"). This process's listeners hear a change at
 * once (not after a round trip); the others when Redis delivers it. A subscriber that lost its
 * connection may have missed changes, so on reconnecting it tells its listeners to drop all.
 * The channel carries the deployment's prefix (REDIS_PREFIX): Redis publish/subscribe ignores the
 * database number, so without it two deployments on one Redis would hear each other.
 */
export class RedisChangeEvents implements ChangeEvents {
  private readonly local = new LocalChangeEvents();
  private readonly publisher: Redis;
  private readonly subscriber: Redis;
  private readonly channel: string;

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
      if (connectedBefore) this.local.tell('all');
      connectedBefore = true;
    });
    this.subscriber.subscribe(this.channel).catch(onError);
    this.subscriber.on('message', (_channel: string, message: string) => {
      const match = MESSAGE.exec(message);
      if (match) this.local.tell({ kind: match[1] as Exclude<Change, 'all'>['kind'], id: Number(match[2]) });
    });
  }

  async publish(change: Exclude<Change, 'all'>): Promise<void> {
    this.local.tell(change);
    await answered(this.publisher, this.publisher.publish(this.channel, `${change.kind}:${change.id}`)).catch(
      this.onError,
    );
  }

  subscribe(listener: (change: Change) => void): void {
    this.local.subscribe(listener);
  }

  /** The publisher's first connection, awaited at most `ms` (a one-off announcement needs it). */
  ready(ms: number): Promise<boolean> {
    return readyWithin(this.publisher, ms);
  }

  sharing(): 'ok' | 'down' {
    return this.publisher.status === 'ready' && this.subscriber.status === 'ready' ? 'ok' : 'down';
  }

  async close(): Promise<void> {
    await this.local.close();
    for (const client of [this.publisher, this.subscriber]) {
      if (client.status !== 'ready') client.disconnect();
      else await client.quit().catch(() => client.disconnect());
    }
  }
}
