/**
 * Requests that miss the same cached answer together: the first computes it, the others wait for
 * its result instead of each running the same queries. After an invalidation, a popular URL had
 * ~20 requests computing it at once (one per request arriving while the first was still
 * querying), which queued behind each other on the embedded database. Not lru-cache's `fetch`:
 * the computation is the request's own pipeline, joined in `onRequest` and settled in `onSend`.
 */
export class SharedMisses<T> {
  readonly #leaders = new Map<string, { answer: Promise<T | undefined>; settle(answer: T | undefined): void }>();

  constructor(private readonly maxWaitMs = 2_000) {}

  /**
   * Undefined when the caller is the first to miss `key`: it computes the answer and must call
   * `settle` with it (or with undefined when it has none). Otherwise the first one's answer, or
   * undefined if it had none or took longer than `maxWaitMs` (the caller then computes its own).
   */
  join(key: string): Promise<T | undefined> | undefined {
    const leader = this.#leaders.get(key);
    if (leader) return this.#waitFor(leader.answer);
    let settle: (answer: T | undefined) => void = () => {};
    const answer = new Promise<T | undefined>((resolve) => {
      settle = resolve;
    });
    this.#leaders.set(key, { answer, settle });
    return undefined;
  }

  /** The first caller's answer for `key`, given to every caller waiting for it. */
  settle(key: string, answer: T | undefined): void {
    const leader = this.#leaders.get(key);
    if (!leader) return;
    this.#leaders.delete(key);
    leader.settle(answer);
  }

  get size(): number {
    return this.#leaders.size;
  }

  async #waitFor(answer: Promise<T | undefined>): Promise<T | undefined> {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<undefined>((resolve) => {
      timer = setTimeout(() => resolve(undefined), this.maxWaitMs);
    });
    try {
      return await Promise.race([answer, late]);
    } finally {
      clearTimeout(timer);
    }
  }
}
