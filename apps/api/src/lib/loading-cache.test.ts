import { describe, expect, it } from 'vitest';
import { changeCached, loadingCache } from './loading-cache';

const MINUTE = 60_000;

describe('loadingCache', () => {
  it('does not keep a load that started before the key was changed, but answers its callers', async () => {
    let release: (value: string) => void = () => {};
    const cache = loadingCache<number, string>(() => new Promise((resolve) => (release = resolve)), { ttlMs: MINUTE });
    const pending = cache.fetch(1);
    cache.delete(1);
    release('old');
    expect(await pending).toBe('old');
    expect(cache.has(1)).toBe(false);
    let loads = 0;
    const fresh = loadingCache<number, string>(async () => `load ${++loads}`, { ttlMs: MINUTE });
    expect(await fresh.fetch(1)).toBe('load 1');
    expect(await fresh.fetch(1)).toBe('load 1');
    fresh.delete(1);
    expect(await fresh.fetch(1)).toBe('load 2');
  });

  it('lets callers that miss together share one load, but not across a change of the key', async () => {
    const releases: (() => void)[] = [];
    const cache = loadingCache<number, string>(
      () =>
        new Promise((resolve) => {
          const load = releases.length + 1;
          releases.push(() => resolve(`load ${load}`));
        }),
      { ttlMs: MINUTE },
    );
    const together = Promise.all([cache.fetch(1), cache.fetch(1)]);
    releases[0]?.();
    expect(await together).toEqual(['load 1', 'load 1']);
    expect(releases).toHaveLength(1);
    const before = cache.fetch(2);
    cache.delete(2);
    const after = cache.fetch(2);
    expect(releases).toHaveLength(3);
    for (const release of releases.slice(1)) release();
    expect(await before).not.toBe(await after);
    expect(await cache.fetch(2)).toBe(await after);
  });

  it('does not let a load overtaken by a value set meanwhile replace that value', async () => {
    let release: (value: string) => void = () => {};
    const cache = loadingCache<number, string>(() => new Promise((resolve) => (release = resolve)), { ttlMs: MINUTE });
    const pending = cache.fetch(1);
    cache.set(1, 'written');
    release('read before the write');
    expect(await pending).toBe('read before the write');
    expect(await cache.fetch(1)).toBe('written');
  });

  it('rejects the callers of a failed load and keeps nothing of it', async () => {
    let fail = true;
    const cache = loadingCache<number, string>(
      async () => {
        if (fail) throw new Error('database down');
        return 'loaded';
      },
      { ttlMs: MINUTE },
    );
    await expect(Promise.all([cache.fetch(1), cache.fetch(1)])).rejects.toThrow('database down');
    fail = false;
    expect(await cache.fetch(1)).toBe('loaded');
  });

  it('reloads after its time and keeps at most the given number of entries', async () => {
    // lru-cache does not age an entry stored at the clock's 0: the clock starts later.
    const clock = { now: 1 };
    let loads = 0;
    const cache = loadingCache<number, number>(async (key) => key * 10 + ++loads, {
      ttlMs: 1000,
      max: 2,
      now: () => clock.now,
    });
    await cache.fetch(1);
    await cache.fetch(2);
    await cache.fetch(3);
    expect(await cache.fetch(1)).toBe(14);
    clock.now = 1001;
    expect(await cache.fetch(1)).toBe(14);
    clock.now = 1002;
    expect(await cache.fetch(1)).toBe(15);
  });
});

describe('changeCached', () => {
  it('changes a cached value in place, and drops a key whose load is still under way', async () => {
    let release: (value: { count: number }) => void = () => {};
    let loads = 0;
    const cache = loadingCache<number, { count: number }>(
      (key) => (key === 1 ? Promise.resolve({ count: ++loads }) : new Promise((resolve) => (release = resolve))),
      { ttlMs: MINUTE },
    );
    await cache.fetch(1);
    changeCached(cache, 1, (value) => {
      value.count += 10;
    });
    expect(await cache.fetch(1)).toEqual({ count: 11 });
    const pending = cache.fetch(2);
    changeCached(cache, 2, (value) => {
      value.count += 10;
    });
    release({ count: 0 });
    expect(await pending).toEqual({ count: 0 });
    expect(cache.has(2)).toBe(false);
  });
});
