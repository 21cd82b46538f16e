/**
 * Sends messages after the answer has gone out, so a call takes as long whether or not an account
 * exists (no enumeration by timing) and a provider outage does not fail the request. Failures
 * are logged. `idle()` waits for everything started (graceful close, tests).
 */
export class Deliveries {
  private readonly pending = new Set<Promise<unknown>>();

  constructor(private readonly onError: (error: unknown, what: string) => void) {}

  start(what: string, job: () => Promise<unknown>): void {
    const run = Promise.resolve()
      .then(job)
      .catch((error: unknown) => this.onError(error, what))
      .finally(() => this.pending.delete(run));
    this.pending.add(run);
  }

  async idle(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }
}
