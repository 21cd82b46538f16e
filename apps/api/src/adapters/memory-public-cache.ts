import type { CachedAnswer, CacheLookup, CacheTag, PublicCache } from '../ports/public-cache';

interface Entry {
  stamp: string;
  answer: CachedAnswer;
  bytes: number;
}

/**
 * Public answers in this process's memory, least recently used first out once the budget is
 * spent (postal codes and blog pages make many distinct URLs). Invalidation bumps a version per
 * tag; entries stored under older versions are dropped when next read.
 */
export class MemoryPublicCache implements PublicCache {
  private readonly entries = new Map<string, Entry>();
  private readonly versions = new Map<CacheTag, number>();
  private bytes = 0;

  constructor(
    private readonly maxEntries = 5_000,
    private readonly maxBytes = 64 * 1024 * 1024,
  ) {}

  async lookup(key: string, tags: readonly CacheTag[]): Promise<CacheLookup> {
    const stamp = this.stampOf(tags);
    const entry = this.entries.get(key);
    if (!entry) return { hit: undefined, stamp };
    this.entries.delete(key);
    if (entry.stamp !== stamp) {
      this.bytes -= entry.bytes;
      return { hit: undefined, stamp };
    }
    // Re-inserted: a Map iterates in insertion order, so the first key is the least recently used.
    this.entries.set(key, entry);
    return { hit: entry.answer, stamp };
  }

  async store(key: string, stamp: string, answer: CachedAnswer): Promise<void> {
    const bytes = answer.body.length * 2 + key.length * 2 + 200;
    if (bytes > this.maxBytes / 10) return;
    const previous = this.entries.get(key);
    if (previous) {
      this.entries.delete(key);
      this.bytes -= previous.bytes;
    }
    this.entries.set(key, { stamp, answer, bytes });
    this.bytes += bytes;
    while (this.entries.size > this.maxEntries || this.bytes > this.maxBytes) {
      const [oldest, entry] = this.entries.entries().next().value as [string, Entry];
      this.entries.delete(oldest);
      this.bytes -= entry.bytes;
    }
  }

  async invalidate(tags: readonly CacheTag[]): Promise<void> {
    for (const tag of tags) this.versions.set(tag, (this.versions.get(tag) ?? 0) + 1);
  }

  async close(): Promise<void> {
    this.entries.clear();
    this.bytes = 0;
  }

  private stampOf(tags: readonly CacheTag[]): string {
    return tags.map((tag) => this.versions.get(tag) ?? 0).join('.');
  }
}
