import { randomUUID } from 'node:crypto';
import { type ChatMessage, chatMessage } from '@aula/contracts/chat-learning';
import { DEMO_MEDIA } from '@aula/demo-content/media';
import { inArray, isNotNull, or } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { lessonParts } from '../src/db/schema/lessons';
import { sanitizeHtml } from '../src/lib/html';
import { keyOfWhatsappPicture } from '../src/lib/whatsapp-picture';
import { loadLessonParts, type PartContent } from '../src/repositories/lesson-content';
import { chatPartReader } from '../src/services/chat-learning/part-reader';
import { siteOrigin } from '../src/services/learner-channel';
import { useTestApp } from './helpers/app';

// Issue 42: a lesson taken in the chat costs the learner no byte outside WhatsApp. Every file of
// ours goes as a message WhatsApp shows itself (a video, a picture, a document), never as a link
// the learner opens in a browser, and each address the Cloud API is handed answers with its file.
const ctx = useTestApp();

const MEDIA_TYPES = { video: 'video/mp4', image: 'image/jpeg', document: 'application/pdf' } as const;
type MediaMessage = Extract<ChatMessage, { kind: keyof typeof MEDIA_TYPES }>;

/** The demo lessons with a video, a download or a reading with pictures, each part as the chat reads it. */
async function demoLessonsInTheChat() {
  const lessons = await ctx.db
    .selectDistinct({ lessonId: lessonParts.lessonId })
    .from(lessonParts)
    .where(or(inArray(lessonParts.kind, ['video', 'download']), isNotNull(lessonParts.contentHtml)));
  const reader = chatPartReader(ctx.app);
  const read: { part: PartContent; messages: ChatMessage[] }[] = [];
  for (const { lessonId } of lessons) {
    for (const part of await loadLessonParts(ctx.db, lessonId)) {
      read.push({ part, messages: await reader.partMessages(part, 'es') });
    }
  }
  return read;
}

/** An upload as the console keeps a picture: a WebP width, here wider than WhatsApp needs. */
async function uploadedWebp(): Promise<string> {
  const picture = await sharp({ create: { width: 2400, height: 1200, channels: 3, background: '#2a6f97' } })
    .webp({ quality: 80 })
    .toBuffer();
  const key = `uploads/impulsa/${randomUUID()}-1280.webp`;
  await ctx.app.mediaStorage.put(key, picture, 'image/webp');
  return `/media/${key}`;
}

/** Fails with the message when a text names an address of our site: the learner would leave WhatsApp for it. */
function expectNoLinkToOurSite(messages: ChatMessage[]) {
  const ours = new RegExp(`https?://${new URL(siteOrigin(ctx.app)).host.replace(/\./g, '\\.')}`, 'i');
  for (const message of messages) {
    if (message.kind === 'text') expect(message.body, message.body).not.toMatch(ours);
  }
}

/** Each media message's address, fetched from the app as the Cloud API would: its file, of its type. */
async function expectServed(message: MediaMessage) {
  const link = new URL(message.link);
  expect(link.origin).toBe(new URL(siteOrigin(ctx.app)).origin);
  const answer = await ctx.app.inject({ method: 'GET', url: link.pathname });
  expect(answer.statusCode, link.pathname).toBe(200);
  expect(answer.headers['content-type']).toBe(MEDIA_TYPES[message.kind]);
  return answer.rawPayload;
}

const isMedia = (message: ChatMessage): message is MediaMessage => message.kind in MEDIA_TYPES;

describe('a demo lesson taken in the chat', () => {
  it('costs 0 bytes outside WhatsApp: the video as MP4, the download as a document, no link to the site', async () => {
    const read = await demoLessonsInTheChat();
    const videos = read.filter(({ part }) => part.kind === 'video' && part.mediaUrl);
    const downloads = read.filter(({ part }) => part.kind === 'download' && part.mediaUrl);
    expect(videos.length).toBeGreaterThan(0);
    expect(downloads.length).toBeGreaterThan(0);
    for (const { messages } of read) {
      for (const message of messages) chatMessage.parse(message);
      expectNoLinkToOurSite(messages);
    }
    // The site still plays the WebM; the chat sends the MP4 made from it.
    expect(videos.every(({ part }) => part.mediaUrl === DEMO_MEDIA.video)).toBe(true);
    for (const { messages } of videos) {
      const video = messages.find((message) => message.kind === 'video');
      expect(video?.link).toMatch(/^https?:\/\/[^/]+\/media\/demo\/clase-demo\.mp4$/);
    }
    for (const { messages } of downloads) expect(messages.at(-1)?.kind).toBe('document');

    const links = new Map(read.flatMap(({ messages }) => messages.filter(isMedia).map((m) => [m.link, m] as const)));
    for (const message of links.values()) {
      const bytes = await expectServed(message);
      // An MP4 opens with its `ftyp` box (and `+faststart` puts `moov` right after it).
      if (message.kind === 'video') expect(bytes.subarray(4, 8).toString('latin1')).toBe('ftyp');
      if (message.kind === 'document') expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    }
  });

  it("sends a reading's pictures of ours as JPEGs (an upload's WebP, a demo SVG), another site's as before", async () => {
    const [reading] = (await demoLessonsInTheChat()).filter(({ part }) => part.kind === 'reading');
    if (!reading) throw new Error('the demo has no reading beside a video or a download');
    const upload = await uploadedWebp();
    const html = sanitizeHtml(
      `<p>Mira la caja.</p><img src="${upload}" alt="La caja"><p>Y la portada:</p>` +
        '<img src="/media/demo/covers/impulsa/portada.svg" alt="Portada"><img src="https://cdn.example/c.png" alt="Otra">',
    );
    const messages = await chatPartReader(ctx.app).partMessages({ ...reading.part, contentHtml: html }, 'es');
    expectNoLinkToOurSite(messages);
    const images = messages.filter((message) => message.kind === 'image');
    expect(images.map(({ link, caption }) => [new URL(link).pathname, caption])).toEqual([
      [`/media/whatsapp${upload.slice('/media'.length)}.jpg`, 'La caja'],
      ['/media/whatsapp/demo/covers/impulsa/portada.svg.jpg', 'Portada'],
      ['/c.png', 'Otra'],
    ]);
    for (const image of images.slice(0, 2)) {
      const jpeg = await expectServed(image);
      expect(jpeg.subarray(0, 3).toString('hex')).toBe('ffd8ff');
    }
    const drawn = await sharp(await expectServed(images[0] as MediaMessage)).metadata();
    expect([drawn.format, drawn.width, drawn.height]).toEqual(['jpeg', 1600, 800]);
  });
});

describe('the JPEG of a picture for WhatsApp at /media/whatsapp/', () => {
  const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url, headers });

  it('answers a real JPEG, cached for a day, with a validator', async () => {
    const url = '/media/whatsapp/demo/covers/impulsa/portada.svg.jpg';
    const answer = await get(url);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('image/jpeg');
    expect(answer.headers['cache-control']).toBe('public, max-age=86400');
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['content-length']).toBe(String(answer.rawPayload.length));
    expect(answer.rawPayload.subarray(0, 3).toString('hex')).toBe('ffd8ff');
    expect((await get(url, { 'if-none-match': String(answer.headers.etag) })).statusCode).toBe(304);
    const head = await ctx.app.inject({ method: 'HEAD', url });
    expect([head.statusCode, head.rawPayload.length]).toEqual([200, 0]);
  });

  it('refuses with 404 a path out of the media, an unknown key, a file that is no picture and another ending', async () => {
    // The slash escaped, so that the dots reach the route (inject's URL resolves `..` and `%2e%2e`
    // segments first, which a raw request does not); the bare form is checked on the key itself.
    expect(keyOfWhatsappPicture('demo/covers/../covers/impulsa/portada.svg.jpg')).toBeUndefined();
    for (const url of [
      '/media/whatsapp/demo/covers/..%2Fcovers/impulsa/portada.svg.jpg',
      '/media/whatsapp/demo%2F..%2F..%2Fsrc/app.ts%2Fx.svg.jpg',
      '/media/whatsapp/..%2f..%2fpackage.json.jpg',
      '/media/whatsapp/%2Fetc%2Fpasswd.jpg',
      '/media/whatsapp/demo/covers/impulsa/no-such-picture.svg.jpg',
      '/media/whatsapp/uploads/impulsa/no-such-picture-640.webp.jpg',
      '/media/whatsapp/demo/clase-demo.vtt.jpg',
      '/media/whatsapp/demo/covers/impulsa/portada.svg',
      '/media/whatsapp/demo/covers/impulsa/portada.svg.png',
    ]) {
      const answer = await get(url);
      expect(answer.statusCode, url).toBe(404);
      expect(answer.headers['content-type'], url).not.toBe('image/jpeg');
    }
  });
});
