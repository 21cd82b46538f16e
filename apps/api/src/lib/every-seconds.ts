/**
 * One log line every few seconds for something that happens hundreds of times a second (each
 * request failing while the database is away), with how many times it happened in between.
 */
export class EverySeconds {
  private last = 0;
  private skipped = 0;

  constructor(private readonly seconds: number) {}

  /** The number skipped since the last line when a line is due, else undefined. */
  count(): number | undefined {
    const now = Date.now();
    if (now - this.last < this.seconds * 1000) {
      this.skipped += 1;
      return undefined;
    }
    const skipped = this.skipped;
    this.last = now;
    this.skipped = 0;
    return skipped;
  }
}
