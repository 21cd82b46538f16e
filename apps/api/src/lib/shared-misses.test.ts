import { describe, expect, it } from 'vitest';
import { SharedMisses } from './shared-misses';

describe('SharedMisses', () => {
  it('makes the first caller compute and gives its answer to those who missed meanwhile', async () => {
    const misses = new SharedMisses<string>();
    expect(misses.join('/a')).toBeUndefined();
    const second = misses.join('/a');
    const third = misses.join('/a');
    expect(second).toBeInstanceOf(Promise);
    misses.settle('/a', 'answer');
    expect(await second).toBe('answer');
    expect(await third).toBe('answer');
    // Settled: the next miss computes again.
    expect(misses.join('/a')).toBeUndefined();
    expect(misses.size).toBe(1);
  });

  it('keeps keys apart and passes on "no answer" (an error), so the waiters compute their own', async () => {
    const misses = new SharedMisses<string>();
    misses.join('/a');
    expect(misses.join('/b')).toBeUndefined();
    const waiting = misses.join('/a');
    misses.settle('/a', undefined);
    expect(await waiting).toBeUndefined();
    misses.settle('/b', 'b');
    expect(misses.size).toBe(0);
  });

  it('stops waiting after maxWaitMs when the first caller never settles', async () => {
    const misses = new SharedMisses<string>(20);
    misses.join('/slow');
    const started = Date.now();
    expect(await misses.join('/slow')).toBeUndefined();
    expect(Date.now() - started).toBeGreaterThanOrEqual(15);
  });
});
