import type { CacheLookup, PublicCache } from '../ports/public-cache';

/**
 * PUBLIC_CACHE=off (plugins/uncached-public-answers.ts): a public cache that keeps nothing. Every
 * lookup misses without a stamp, which is how the port says "do not store".
 */
export class NoPublicCache implements PublicCache {
  async lookup(): Promise<CacheLookup> {
    return { hit: undefined, stamp: null };
  }

  async store(): Promise<void> {}

  async invalidate(): Promise<void> {}

  async close(): Promise<void> {}
}
