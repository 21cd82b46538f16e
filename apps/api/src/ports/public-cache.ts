import { PUBLIC_CACHE_TAGS, type PublicCacheTag } from '@aula/contracts/endpoint';

/**
 * What a public answer depends on. A declaration names its tags; a change to that content
 * invalidates every answer carrying the tag (the seed: all of them; a flush of lesson views: `lesson-views`).
 */
export const CACHE_TAGS = PUBLIC_CACHE_TAGS;
export type CacheTag = PublicCacheTag;

/** A public GET's answer as it was serialized: the same bytes for every caller of that URL. */
export interface CachedAnswer {
  body: string;
  contentType: string;
  /** A weak validator of the body (the same for its compressed forms). */
  etag: string;
}

export interface CacheLookup {
  hit: CachedAnswer | undefined;
  /**
   * The versions of the tags when the lookup was made; give it back to `store`. An answer
   * computed while its content changed is stored under the old versions, so it is never served.
   * Null when the cache could not be read (nothing is stored then).
   */
  stamp: string | null;
}

/**
 * Answers of public GETs, keyed by URL. In this process's memory for one process; in Redis when
 * several processes must see the same invalidations (REDIS_URL).
 */
export interface PublicCache {
  lookup(key: string, tags: readonly CacheTag[]): Promise<CacheLookup>;
  store(key: string, stamp: string, answer: CachedAnswer): Promise<void>;
  /** Every answer carrying one of these tags stops being served, in every process. */
  invalidate(tags: readonly CacheTag[]): Promise<void>;
  close(): Promise<void>;
}
