import { setFlagsFromString } from 'node:v8';

/**
 * How far V8 lets the old generation grow past what the last full GC kept, in percent.
 *
 * With a heap limit of 2 GB or more (Node derives it from the machine's memory), V8 lets the old
 * generation reach up to 4 times what the last full GC kept before it marks again.
 * The API's live heap is about 42 MB under the mixed soak (bench/lib/soak.mjs), and its garbage
 * is cheap to collect, so V8 took the full factor: the heap swung between 42 and 165 MB (--trace-gc)
 * and the RSS with it, by over 100 MB, which read as a leak. At 1.5 times it swings between 42
 * and 70 MB: a full GC every 5 s instead of every 25 s (about 17 ms of main thread each, 0.3% of
 * it), with the same throughput and p99. The flag is read whenever V8 sets the next limit, so it
 * takes effect when set at the start of the process, unlike the heap sizes, which are fixed when
 * the heap is made (--max-semi-space-size set then changes nothing).
 */
export const HEAP_GROWING_PERCENT = 50;

const FLAG = '--heap-growing-percent';

/** The flag to set, or undefined when the operator chose one on the command line or in NODE_OPTIONS. */
export function heapGrowthFlag(execArgv: readonly string[], nodeOptions = ''): string | undefined {
  const chosen = [...execArgv, ...nodeOptions.split(/\s+/)].some((arg) => arg.replaceAll('_', '-').startsWith(FLAG));
  return chosen ? undefined : `${FLAG}=${HEAP_GROWING_PERCENT}`;
}

/** Called once when the server starts, with NODE_OPTIONS as the config read it. */
export function limitHeapGrowth(nodeOptions = ''): void {
  const flag = heapGrowthFlag(process.execArgv, nodeOptions);
  if (flag) setFlagsFromString(flag);
}
