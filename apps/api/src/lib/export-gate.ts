/**
 * A turn to stream an export: `ready` resolves true when it may start (at once or once the exports
 * ahead have ended), false if it was released while still waiting. `release` ends it either way:
 * it frees the place for the next in line; calling it again does nothing.
 */
export interface ExportTurn {
  ready: Promise<boolean>;
  release(): void;
}

/** Why no turn was given: the member has one already, or the line is full. */
export type ExportRefusal = { refused: 'member' | 'full' };

interface Waiting {
  member: string;
  start(go: boolean): void;
}

/**
 * The insight exports of one process (issue 38): at most `atOnce` stream together, so a burst of
 * large files cannot take the cores and the database from the learner site; the next `maxWaiting`
 * wait in the order they came; beyond that, and for a member who already has one running or
 * waiting, none is taken (the route answers 429 with Retry-After). Nothing is timed here: a turn
 * ends when its export's answer is closed.
 */
export class ExportGate {
  #running = 0;
  readonly #line: Waiting[] = [];
  readonly #members = new Set<string>();

  constructor(
    readonly atOnce: number,
    readonly maxWaiting: number,
  ) {}

  /** Exports streaming now, and waiting. */
  get counts(): { running: number; waiting: number } {
    return { running: this.#running, waiting: this.#line.length };
  }

  take(member: string): ExportTurn | ExportRefusal {
    if (this.#members.has(member)) return { refused: 'member' };
    if (this.#running >= this.atOnce && this.#line.length >= this.maxWaiting) return { refused: 'full' };
    this.#members.add(member);
    let state: 'waiting' | 'running' | 'ended' = 'waiting';
    let start: (go: boolean) => void = () => undefined;
    const ready = new Promise<boolean>((resolve) => {
      start = (go) => {
        if (go) {
          state = 'running';
          this.#running += 1;
        }
        resolve(go);
      };
    });
    const waiting: Waiting = { member, start };
    if (this.#running < this.atOnce) start(true);
    else this.#line.push(waiting);
    return {
      ready,
      release: () => {
        if (state === 'ended') return;
        const wasRunning = state === 'running';
        state = 'ended';
        this.#members.delete(member);
        if (wasRunning) {
          this.#running -= 1;
          this.#line.shift()?.start(true);
        } else {
          this.#line.splice(this.#line.indexOf(waiting), 1);
          start(false);
        }
      },
    };
  }
}
