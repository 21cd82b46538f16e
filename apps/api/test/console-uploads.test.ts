import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_USERS } from '@aula/demo-content/demo-users';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { mediaObjects, users } from '../src/db/schema';
import { mediaRoot } from '../src/lib/media';
import { tokenFor, useTestApp } from './helpers/app';
import { tusClient, uploadWhole } from './helpers/tus';

const dataDir = mkdtempSync(join(tmpdir(), 'h6-uploads-'));
const ctx = useTestApp({ DATA_DIR: dataDir });
const [impulsaLearner, crecerLearner] = DEMO_USERS;

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const tusLeftovers = () => readdirSync(join(dataDir, 'tus-uploads')).filter((name) => !name.startsWith('.'));
const storedKeys = (ally: string) => {
  try {
    return readdirSync(join(dataDir, 'media', 'uploads', ally));
  } catch {
    return [];
  }
};

/** A real WebM's first bytes (its EBML header says webm) followed by filler up to `size`. */
function webmOf(size: number): Buffer {
  const demo = readFileSync(join(mediaRoot, 'demo', 'clase-demo.webm'));
  return Buffer.concat([demo, randomBytes(Math.max(0, size - demo.length))]);
}

let origin = '';
let impulsaEditor: ReturnType<typeof tusClient>;
let crecerEditor: ReturnType<typeof tusClient>;
let crecerActingForImpulsa: ReturnType<typeof tusClient>;
const auth: Record<string, string> = {};

beforeAll(async () => {
  // Two demo learners become their allies' editors, so these tests need no other seed.
  await ctx.db.update(users).set({ access: 'ally_editor' }).where(eq(users.email, impulsaLearner.email));
  await ctx.db.update(users).set({ access: 'ally_editor' }).where(eq(users.email, crecerLearner.email));
  auth.impulsa = `Bearer ${await tokenFor(ctx.app, impulsaLearner)}`;
  auth.crecer = `Bearer ${await tokenFor(ctx.app, crecerLearner)}`;
  origin = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  impulsaEditor = tusClient(origin, { authorization: auth.impulsa, 'x-aula-ally': 'impulsa' });
  crecerEditor = tusClient(origin, { authorization: auth.crecer, 'x-aula-ally': 'crecer' });
  crecerActingForImpulsa = tusClient(origin, { authorization: auth.crecer, 'x-aula-ally': 'impulsa' });
});

const mediaList = async (ally: 'impulsa' | 'crecer', as = ally) =>
  fetch(new URL('/api/console/media/', origin), { headers: { authorization: auth[as] ?? '', 'x-aula-ally': ally } });

describe('resumable uploads at /api/console/uploads/', () => {
  it('finishes an upload cut halfway through a PATCH and resumed, with the same bytes (sha256)', async () => {
    const video = webmOf(3 * 1024 * 1024);
    const created = await impulsaEditor.create('video', video.length, 'clase 1.webm');
    expect(created.status).toBe(201);
    const location = created.headers.get('location') ?? '';
    expect(location).toMatch(/^\/api\/console\/uploads\/\d+-[0-9a-f]{32}$/);

    // The connection drops after 1 MB of a 3 MB PATCH.
    await impulsaEditor.cutPatch(location, 0, video, 1024 * 1024);
    let offset = 0;
    for (let tries = 0; tries < 50; tries += 1) {
      const head = await impulsaEditor.head(location);
      if (head.status === 200) {
        offset = Number(head.headers.get('upload-offset'));
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(offset).toBeGreaterThan(0);
    expect(offset).toBeLessThan(video.length);
    // Not media yet: an unfinished upload has no row.
    expect((await (await mediaList('impulsa')).json()).results).toEqual([]);

    const finished = await impulsaEditor.patch(location, offset, video.subarray(offset));
    expect(finished.status).toBe(200);
    const media = await finished.json();
    expect(media).toMatchObject({
      kind: 'video',
      content_type: 'video/webm',
      size: video.length,
      sha256: sha256(video),
    });
    expect(media.url).toMatch(/^\/media\/uploads\/impulsa\/[0-9a-f-]+\.webm$/);

    // The stored file is the uploaded one, byte for byte, and seeks by range.
    const served = await fetch(new URL(media.url, origin));
    expect(served.headers.get('content-type')).toBe('video/webm');
    expect(served.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(sha256(new Uint8Array(await served.arrayBuffer()))).toBe(sha256(video));
    const part = await fetch(new URL(media.url, origin), { headers: { range: 'bytes=1000-1999' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 1000-1999/${video.length}`);
    expect(Buffer.from(await part.arrayBuffer()).equals(video.subarray(1000, 2000))).toBe(true);
    expect(tusLeftovers()).toEqual([]);
  });

  it('resizes an image into the widths the site draws, as WebP, and lists it for its ally only', async () => {
    const png = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#3366aa' } })
      .png()
      .toBuffer();
    const answer = await uploadWhole(impulsaEditor, 'image', png, { filename: 'portada.png' });
    expect(answer.status).toBe(200);
    const media = await answer.json();
    expect(media).toMatchObject({ kind: 'image', content_type: 'image/png', width: 1600, height: 900 });
    expect(media.variants.map((variant: { width: number }) => variant.width)).toEqual([320, 640, 1280]);
    expect(media.url).toBe(media.variants[1].url);
    const variant = await fetch(new URL(media.variants[0].url, origin));
    expect(variant.headers.get('content-type')).toBe('image/webp');
    expect((await sharp(Buffer.from(await variant.arrayBuffer())).metadata()).width).toBe(320);
    // Only the widths are stored (the original may carry where it was taken): three files, no PNG.
    const stored = storedKeys('impulsa').filter((name) =>
      name.startsWith(media.variants[0].url.split('/').at(-1).slice(0, 36)),
    );
    expect(stored.sort()).toEqual(media.variants.map((v: { url: string }) => v.url.split('/').at(-1)).sort());

    const listed = (await (await mediaList('impulsa')).json()).results;
    expect(listed.map((item: { id: number }) => item.id)).toContain(media.id);
    expect(listed[0]).toMatchObject({ id: media.id, original_name: 'portada.png' });
    expect((await (await mediaList('crecer')).json()).results).toEqual([]);
  });

  it('turns a sideways photo upright and keeps none of its metadata (EXIF, GPS)', async () => {
    // 800x400 as stored, EXIF orientation 6: a 400x800 portrait once turned, with a camera note.
    const jpeg = await sharp({ create: { width: 800, height: 400, channels: 3, background: '#884422' } })
      .jpeg()
      .withExif({ IFD0: { Make: 'Camara', Artist: 'Quien tomo la foto' } })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const answer = await uploadWhole(impulsaEditor, 'image', jpeg, { filename: 'foto.jpg' });
    const media = await answer.json();
    expect(media).toMatchObject({ content_type: 'image/jpeg', width: 400, height: 800 });
    expect(media.variants.map((variant: { width: number }) => variant.width)).toEqual([320]);
    const variant = Buffer.from(await (await fetch(new URL(media.url, origin))).arrayBuffer());
    const meta = await sharp(variant).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 320, height: 640 });
    expect(meta.exif).toBeUndefined();
  });

  it('refuses a .mp4 that is a PNG (checked by its bytes, not its name) and keeps nothing of it', async () => {
    const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    const before = storedKeys('impulsa').length;
    const rowsBefore = (await ctx.db.select().from(mediaObjects)).length;
    const answer = await uploadWhole(impulsaEditor, 'video', png, { filename: 'clase.mp4' });
    expect(answer.status).toBe(415);
    expect(await answer.json()).toMatchObject({ error: 'wrong_type', message: expect.stringContaining('image/png') });
    expect(storedKeys('impulsa')).toHaveLength(before);
    expect(await ctx.db.select().from(mediaObjects)).toHaveLength(rowsBefore);
    expect(tusLeftovers()).toEqual([]);
  });

  it('refuses captions that are not WebVTT, naming the line, and keeps nothing of them', async () => {
    const rowsBefore = (await ctx.db.select().from(mediaObjects)).length;
    const srt = Buffer.from('1\n00:00:01,000 --> 00:00:02,000\nHola\n');
    const noHeader = await uploadWhole(impulsaEditor, 'caption', srt, { filename: 'clase.vtt' });
    expect(noHeader.status).toBe(422);
    expect(await noHeader.json()).toMatchObject({
      error: 'invalid_captions',
      message: expect.stringContaining('WEBVTT'),
    });
    const badTiming = Buffer.from('WEBVTT\n\n00:00:05.000 --> 00:00:01.000\nHola\n');
    const backwards = await uploadWhole(impulsaEditor, 'caption', badTiming);
    expect(await backwards.json()).toMatchObject({
      error: 'invalid_captions',
      message: expect.stringContaining('line 3'),
    });
    expect(await ctx.db.select().from(mediaObjects)).toHaveLength(rowsBefore);
    expect(tusLeftovers()).toEqual([]);

    const good = await uploadWhole(impulsaEditor, 'caption', Buffer.from('WEBVTT\n\n00:00.000 --> 00:02.000\nHola\n'));
    expect(good.status).toBe(200);
    const media = await good.json();
    expect((await fetch(new URL(media.url, origin))).headers.get('content-type')).toBe('text/vtt; charset=utf-8');
  });

  it('refuses a file larger than its kind allows before any byte, and a chunk larger than 8 MiB', async () => {
    const tooLarge = await impulsaEditor.create('caption', 2 * 1024 * 1024);
    expect(tooLarge.status).toBe(413);
    expect(await tooLarge.json()).toMatchObject({ error: 'too_large' });
    const video = await impulsaEditor.create('video', 501 * 1024 * 1024);
    expect(video.status).toBe(413);
    const unknown = await impulsaEditor.create('spreadsheet', 10);
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toMatchObject({ error: 'unknown_kind' });

    const created = await impulsaEditor.create('video', 20 * 1024 * 1024);
    const location = created.headers.get('location') ?? '';
    const bigChunk = await impulsaEditor.patch(location, 0, new Uint8Array(8 * 1024 * 1024 + 1));
    expect(bigChunk.status).toBe(413);
    expect(await bigChunk.json()).toMatchObject({ error: 'payload_too_large' });
  });

  it('keeps an upload that never finishes out of the media list', async () => {
    const created = await impulsaEditor.create('pdf', 1000, 'guia.pdf');
    const location = created.headers.get('location') ?? '';
    const half = await impulsaEditor.patch(location, 0, Buffer.from(`%PDF-1.4\n${'x'.repeat(491)}`));
    expect(half.status).toBe(204);
    // It is kept a day for its uploader to resume, then swept (tus's expiration extension).
    const expires = Date.parse(half.headers.get('upload-expires') ?? '');
    expect(expires - Date.now()).toBeGreaterThan(23 * 3600 * 1000);
    expect(expires - Date.now()).toBeLessThanOrEqual(24 * 3600 * 1000);
    const names = (await (await mediaList('impulsa')).json()).results.map(
      (item: { original_name: string }) => item.original_name,
    );
    expect(names).not.toContain('guia.pdf');
  });
});

describe('an ally team uploads and reads only its own media', () => {
  it("refuses a crecer editor acting for impulsa: upload, list, and impulsa's upload by its URL", async () => {
    const upload = await crecerActingForImpulsa.create('image', 100);
    expect(upload.status).toBe(403);
    expect(await upload.json()).toMatchObject({ error: 'wrong_ally' });
    const list = await mediaList('impulsa', 'crecer');
    expect(list.status).toBe(403);

    // impulsa's own upload URL, tried by crecer's editor acting for crecer: as unknown as any other.
    const created = await impulsaEditor.create('pdf', 100);
    const location = created.headers.get('location') ?? '';
    expect((await crecerEditor.head(location)).status).toBe(404);
    const patched = await crecerEditor.patch(location, 0, Buffer.from('%PDF-'));
    expect(patched.status).toBe(404);
    expect((await impulsaEditor.head(location)).headers.get('upload-offset')).toBe('0');
  });

  it('refuses a learner and an anonymous caller', async () => {
    const anonymous = tusClient(origin, { 'x-aula-ally': 'impulsa' });
    expect((await anonymous.create('image', 100)).status).toBe(401);
    // The impulsa editor back as a learner, signed in afresh (a new session reads the new role).
    await ctx.db.update(users).set({ access: 'learner' }).where(eq(users.email, impulsaLearner.email));
    const learner = tusClient(origin, {
      authorization: `Bearer ${await tokenFor(ctx.app, impulsaLearner)}`,
      'x-aula-ally': 'impulsa',
    });
    const refused = await learner.create('image', 100);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ error: 'forbidden' });
  });
});
