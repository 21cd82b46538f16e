import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { mediaRoot } from '../../src/lib/media';

/** The demo video the repository ships: a 19.9 s WebM whose header gives its length. */
export const demoWebm = () => readFileSync(join(mediaRoot, 'demo', 'clase-demo.webm'));

const box = (type: string, ...parts: Buffer[]) => {
  const body = Buffer.concat(parts);
  const head = Buffer.alloc(8);
  head.writeUInt32BE(8 + body.length);
  head.write(type, 4, 'latin1');
  return Buffer.concat([head, body]);
};

/**
 * A small MP4 whose movie header (`mvhd`) says it lasts `seconds`, with `mdatBytes` of media data
 * before it (a camera's file keeps its header at the end). No audio track: the length must come
 * from the movie header, not from a sound track.
 */
export function mp4Of(seconds: number, mdatBytes = 0): Buffer {
  const ftyp = box('ftyp', Buffer.from('isom'), Buffer.from([0, 0, 2, 0]), Buffer.from('isomiso2mp41'));
  const mvhd = Buffer.alloc(100);
  mvhd.writeUInt32BE(1000, 12); // timescale: milliseconds
  mvhd.writeUInt32BE(Math.round(seconds * 1000), 16);
  mvhd.writeUInt32BE(0x00010000, 20); // rate 1.0
  mvhd.writeUInt16BE(0x0100, 24); // volume 1.0
  mvhd.writeUInt32BE(2, 96); // next track id
  const mdat = mdatBytes > 0 ? [box('mdat', Buffer.alloc(mdatBytes, 1))] : [];
  return Buffer.concat([ftyp, ...mdat, box('moov', box('mvhd', mvhd))]);
}

/** An MP4 that names no length: a file type box and media data, no movie header. */
export const mp4WithoutLength = () =>
  Buffer.concat([
    box('ftyp', Buffer.from('isom'), Buffer.from([0, 0, 2, 0]), Buffer.from('isom')),
    box('mdat', Buffer.alloc(4096, 1)),
  ]);

/** The demo WebM's first bytes (its EBML header says webm) and then noise: a "video" with no readable length. */
export const webmWithoutLength = () => Buffer.concat([demoWebm().subarray(0, 60), Buffer.alloc(5000, 7)]);
