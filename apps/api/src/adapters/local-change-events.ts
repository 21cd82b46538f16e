import type { Change, ChangeEvents } from '../ports/change-events';

/** One process: the listeners are called at once, before `publish` returns. */
export class LocalChangeEvents implements ChangeEvents {
  private readonly listeners: ((change: Change) => void)[] = [];

  async publish(change: Exclude<Change, 'all'>): Promise<void> {
    this.tell(change);
  }

  /** Tells this process's listeners only (what arrives from other processes). */
  tell(change: Change): void {
    for (const listener of this.listeners) listener(change);
  }

  subscribe(listener: (change: Change) => void): void {
    this.listeners.push(listener);
  }

  sharing(): 'off' {
    return 'off';
  }

  async close(): Promise<void> {
    this.listeners.length = 0;
  }
}
