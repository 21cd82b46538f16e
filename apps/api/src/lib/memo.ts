/**
 * Values loaded on demand and kept for `ttlMs`, at most `maxEntries` (oldest out first). A key
 * forgotten or updated while its load was running does not get that (older) load stored.
 */
export class Memo<K, V> {
  private readonly entries = new Map<K, { value: V; until: number }>();
  /** Bumped per key by `forget` and `update`; a load stores its value only if unchanged. */
  private readonly revisions = new Map<K, number>();
  /** Loads under way, shared by the callers that missed meanwhile. */
  private readonly loading = new Map<K, { value: Promise<V>; revision: number; generation: number }>();
  private generation = 0;

  constructor(
    private readonly load: (key: K) => Promise<V>,
    private readonly ttlMs: number,
    private readonly maxEntries = 20_000,
    private readonly now: () => number = Date.now,
  ) {}

  async get(key: K): Promise<V> {
    const hit = this.entries.get(key);
    if (hit && hit.until > this.now()) return hit.value;
    const revision = this.revisions.get(key) ?? 0;
    const generation = this.generation;
    // Callers that miss together share one load (a burst of first reads), unless the key changed.
    const running = this.loading.get(key);
    if (running && running.revision === revision && running.generation === generation) return running.value;
    const value = this.load(key);
    this.loading.set(key, { value, revision, generation });
    try {
      return await this.keep(key, await value, revision, generation);
    } finally {
      if (this.loading.get(key)?.value === value) this.loading.delete(key);
    }
  }

  private keep(key: K, value: V, revision: number, generation: number): V {
    if (this.ttlMs > 0 && generation === this.generation && revision === (this.revisions.get(key) ?? 0)) {
      if (this.entries.size >= this.maxEntries) this.dropOldest();
      this.entries.delete(key);
      this.entries.set(key, { value, until: this.now() + this.ttlMs });
    }
    return value;
  }

  /** Keeps a value just learnt (from a write that returned it), as a load would. */
  set(key: K, value: V): void {
    this.bump(key);
    if (this.ttlMs <= 0) return;
    if (this.entries.size >= this.maxEntries) this.dropOldest();
    this.entries.delete(key);
    this.entries.set(key, { value, until: this.now() + this.ttlMs });
  }

  /** Every value still kept, for a change that touches many of them (view counts). */
  forEachValue(visit: (value: V) => void): void {
    const now = this.now();
    for (const entry of this.entries.values()) if (entry.until > now) visit(entry.value);
  }

  /** Changes a kept value in place (after the same change was written to the database). */
  update(key: K, change: (value: V) => void): void {
    this.bump(key);
    const hit = this.entries.get(key);
    if (hit) change(hit.value);
  }

  forget(key: K): void {
    this.bump(key);
    this.entries.delete(key);
  }

  clear(): void {
    this.generation += 1;
    this.entries.clear();
    this.revisions.clear();
  }

  private bump(key: K) {
    if (this.revisions.size >= this.maxEntries * 2) this.clear();
    this.revisions.set(key, (this.revisions.get(key) ?? 0) + 1);
  }

  private dropOldest() {
    const oldest = this.entries.keys().next();
    if (!oldest.done) this.entries.delete(oldest.value);
  }
}
