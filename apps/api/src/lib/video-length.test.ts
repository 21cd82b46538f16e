import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { mediaRoot } from './media';
import { videoSecondsOf } from './video-length';

const demo = readFileSync(join(mediaRoot, 'demo', 'clase-demo.webm'));
const folder = mkdtempSync(join(tmpdir(), 'video-length-unit-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));
const tenths = (seconds: number | null) => (seconds === null ? null : Math.round(seconds * 10) / 10);

/** Bytes that are no EBML, the same for a seed every run (a failure names its seed). */
function junk(seed: number, length: number): Buffer {
  const bytes = Buffer.alloc(length);
  let state = seed;
  for (let index = 0; index < length; index += 1) {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    bytes[index] = state >>> 16;
  }
  return bytes;
}

describe('videoSecondsOf a WebM', () => {
  // The uploads test's file (the demo's bytes, then filler up to 3 MB) was refused as "no length" in
  // about one run of three: the parser threw in the filler after reading Info's duration.
  it('keeps the length its header gives when what follows is not EBML (40 kinds of filler)', async () => {
    for (let seed = 1; seed <= 40; seed += 1) {
      const file = join(folder, `filled-${seed}.webm`);
      writeFileSync(file, Buffer.concat([demo, junk(seed, 1024 * 1024)]));
      expect({ seed, seconds: tenths(await videoSecondsOf(file, 'video/webm')) }).toEqual({ seed, seconds: 19.9 });
    }
  });

  it('keeps the length when the file ends in the middle of a cluster (an upload cut short)', async () => {
    const file = join(folder, 'cut.webm');
    writeFileSync(file, demo.subarray(0, Math.floor(demo.length / 2)));
    expect(tenths(await videoSecondsOf(file, 'video/webm'))).toBe(19.9);
  });
});
