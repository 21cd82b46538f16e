import { Redis } from 'ioredis';
import type { Change, ChangeEvents } from '../ports/change-events';
import { LocalChangeEvents } from './local-change-events';

const CHANNEL = 'aula:changes';
const MESSAGE = /^(sessions|learner|ratings):(\d+)$/;

/**
 * Changes over Redis publish/subscribe ("kind:id"). This process's listeners hear a change at
 * once (not after a round trip); the others when Redis delivers it. A subscriber that lost its
 * connection may have missed changes, so on reconnecting it tells its listeners to drop all.
 */
export class RedisChangeEvents implements ChangeEvents {
  private readonly local = new LocalChangeEvents();
  private readonly publisher: Redis;
  private readonly subscriber: Redis;

  constructor(
    url: string,
    private readonly onError: (error: unknown) => void,
  ) {
    this.publisher = new Redis(url, { maxRetriesPerRequest: 1 });
    this.subscriber = new Redis(url);
    for (const client of [this.publisher, this.subscriber]) client.on('error', () => {});
    let connectedBefore = false;
    this.subscriber.on('ready', () => {
      if (connectedBefore) this.local.tell('all');
      connectedBefore = true;
    });
    this.subscriber.subscribe(CHANNEL).catch(onError);
    this.subscriber.on('message', (_channel: string, message: string) => {
      const match = MESSAGE.exec(message);
      if (match) this.local.tell({ kind: match[1] as 'sessions' | 'learner' | 'ratings', id: Number(match[2]) });
    });
  }

  async publish(change: Exclude<Change, 'all'>): Promise<void> {
    this.local.tell(change);
    await this.publisher.publish(CHANNEL, `${change.kind}:${change.id}`).catch(this.onError);
  }

  subscribe(listener: (change: Change) => void): void {
    this.local.subscribe(listener);
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
