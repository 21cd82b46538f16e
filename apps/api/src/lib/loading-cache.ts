import { LRUCache } from 'lru-cache';

export interface LoadingCacheOptions {
  /** How long a loaded value is served before the next read loads it again. */
  ttlMs: number;
  /** At most this many values; the least recently used goes first. */
  max?: number;
  /** The clock the time to live is measured on (tests move it by hand). */
  now?: () => number;
}

/**
 * An LRU of values loaded on first use (`fetch`): callers that miss a key together share one load.
 * A load overtaken by a `delete`, `set` or `clear` of its key still answers the callers waiting for
 * it, but is not stored: it may have read the database before the change that dropped the key.
 */
export function loadingCache<K extends {}, V extends {}>(
  load: (key: K) => Promise<V>,
  { ttlMs, max = 20_000, now = Date.now }: LoadingCacheOptions,
): LRUCache<K, V> {
  return new LRUCache<K, V>({
    max,
    ttl: ttlMs,
    // Read the clock at every look-up: by default a reading is reused for a millisecond, by a timer.
    ttlResolution: 0,
    perf: { now },
    // Otherwise a change during a load would reject the load's waiting callers (see above).
    ignoreFetchAbort: true,
    fetchMethod: (key) => load(key),
  });
}

/**
 * Changes a cached value in place, after the same change was written to the database. A value
 * not cached, or still loading, is dropped instead, so a load that read the old row is not kept.
 */
export function changeCached<K extends {}, V extends {}>(
  cache: LRUCache<K, V>,
  key: K,
  change: (value: V) => void,
): void {
  const value = cache.peek(key);
  if (value === undefined) cache.delete(key);
  else change(value);
}
