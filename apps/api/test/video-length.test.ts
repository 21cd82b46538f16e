import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { consolePart } from '@aula/contracts/console-curriculum';
import { ALLY_HEADER } from '@aula/contracts/headers';
import { partDetail, partProgressResponse } from '@aula/contracts/lessons';
import { mediaObject } from '@aula/contracts/media';
import { DEMO_MEDIA } from '@aula/demo-content/media';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { lessonParts, mediaObjects, users } from '../src/db/schema';
import { videoSecondsOf } from '../src/lib/video-length';
import { testClock } from './helpers/account';
import { useTestApp } from './helpers/app';
import { bearer, lessonId, newLearner } from './helpers/content';
import { tusClient, uploadWhole } from './helpers/tus';
import { demoWebm, mp4Of, mp4WithoutLength, webmWithoutLength } from './helpers/video-files';

// Issue 38, row 1: a video part counts once most of its REAL length was played. The length is read
// from the file at upload; what the editor typed in "Duración (minutos)" is a hint for the list.
// The learner's clock is moved by hand (ports.now), never slept on.
const clock = testClock();
const dataDir = mkdtempSync(join(tmpdir(), 'video-length-'));
const ctx = useTestApp({ DATA_DIR: dataDir, VIEW_FLUSH_SECONDS: '3600' }, { now: clock.now });

let editorToken = '';
let editor: ReturnType<typeof tusClient>;
let counter = 0;
const learner = async () => (await newLearner(ctx.db, 'impulsa', `video-length-${++counter}@example.com`)).token;
const tusLeftovers = () => readdirSync(join(dataDir, 'tus-uploads')).filter((name) => !name.startsWith('.'));

beforeAll(async () => {
  const { id, token } = await newLearner(ctx.db, 'impulsa', 'video-length-editor@impulsa.example');
  await ctx.db.update(users).set({ access: 'ally_editor' }).where(eq(users.id, id));
  editorToken = token;
  const origin = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  editor = tusClient(origin, { authorization: `Bearer ${token}`, 'x-aula-ally': 'impulsa' });
}, 30_000);

async function uploadVideo(bytes: Buffer, filename: string) {
  const answer = await uploadWhole(editor, 'video', bytes, { filename });
  expect(answer.status, await answer.clone().text()).toBe(200);
  return mediaObject.parse(await answer.json());
}

/** A video part added by the editor to a published demo lesson, so learners see it at once. */
async function addVideoPart(mediaUrl: string, durationMinutes: number | undefined) {
  const lesson = await lessonId(ctx.db, 'Planea tu flujo de efectivo');
  const response = await ctx.app.inject({
    method: 'POST',
    url: `/api/console/lessons/${lesson}/parts/`,
    headers: { ...bearer(editorToken), [ALLY_HEADER]: 'impulsa' },
    payload: {
      title: `Video ${++counter}`,
      kind: 'video',
      media_url: mediaUrl,
      ...(durationMinutes === undefined ? {} : { duration_minutes: durationMinutes }),
    },
  });
  return response;
}

async function opened(partId: number, token: string) {
  return partDetail.parse(
    (await ctx.app.inject({ method: 'GET', url: `/api/parts/${partId}/`, headers: bearer(token) })).json(),
  );
}

async function played(partId: number, token: string, seconds: number) {
  clock.advance(seconds);
  const answer = await ctx.app.inject({
    method: 'POST',
    url: `/api/parts/${partId}/progress/`,
    headers: bearer(token),
    payload: { played_seconds: seconds },
  });
  return partProgressResponse.parse(answer.json());
}

describe("an uploaded video's length is read from its file", () => {
  it('stores the demo WebM as 19.9 s and a video-only MP4 (header after 2 MB of data) as 12.5 s', async () => {
    const webm = await uploadVideo(demoWebm(), 'clase.webm');
    expect(webm.duration_seconds).toBeCloseTo(19.9, 1);
    const mp4 = await uploadVideo(mp4Of(12.5, 2 * 1024 * 1024), 'camara.mp4');
    expect(mp4.duration_seconds).toBe(12.5);
    const [row] = await ctx.db.select().from(mediaObjects).where(eq(mediaObjects.id, mp4.id));
    expect(row?.durationSeconds).toBe(12.5);
  });

  it('refuses a WebM and an MP4 that name no length with 400 naming the field, and keeps nothing', async () => {
    const rowsBefore = (await ctx.db.select().from(mediaObjects)).length;
    for (const [bytes, name] of [
      [webmWithoutLength(), 'rota.webm'],
      [mp4WithoutLength(), 'sin-cabecera.mp4'],
    ] as const) {
      const answer = await uploadWhole(editor, 'video', bytes, { filename: name });
      expect(answer.status, name).toBe(400);
      expect(await answer.json()).toMatchObject({
        error: 'unreadable_video',
        fields: [{ field: 'file', reason: expect.stringContaining('length') }],
      });
    }
    expect(await ctx.db.select().from(mediaObjects)).toHaveLength(rowsBefore);
    expect(tusLeftovers()).toEqual([]);
  });

  it("reads the demo video's length from its file: the figure the mocks use is the file's", async () => {
    const seconds = await videoSecondsOf(join(dataDir, '..', 'missing.webm'), 'video/webm');
    expect(seconds).toBeNull();
    const demo = await uploadVideo(demoWebm(), 'demo.webm');
    expect(Math.round(demo.duration_seconds ?? 0)).toBe(DEMO_MEDIA.videoSeconds);
  });
});

describe('a video part completes against the real length, whatever minutes were typed', () => {
  for (const typed of [undefined, 60]) {
    it(`needs 16 s of the 20 s upload played with "Duración" ${typed === undefined ? 'empty' : `${typed} min`}`, async () => {
      const media = await uploadVideo(demoWebm(), 'clase.webm');
      const created = await addVideoPart(media.url, typed);
      expect(created.statusCode, created.body).toBe(201);
      const part = consolePart.parse(created.json());
      const [row] = await ctx.db.select().from(lessonParts).where(eq(lessonParts.id, part.id));
      expect(row?.mediaSeconds).toBe(20);

      const token = await learner();
      expect((await opened(part.id, token)).required_seconds).toBe(16);
      // Half a second of playing, which completed an empty-duration part before, counts for nothing.
      expect(await played(part.id, token, 0.5)).toMatchObject({ completed: false, remaining_seconds: 16 });
      expect(await played(part.id, token, 14.5)).toMatchObject({ completed: false, remaining_seconds: 1 });
      expect(await played(part.id, token, 1)).toMatchObject({ completed: true, remaining_seconds: 0 });
    });
  }

  it('a video of unknown length (another site, or saved before lengths were read) never counts after 0.5 s', async () => {
    // Saved in the console, a video on another site needs its minutes typed.
    const external = await addVideoPart('https://videos.example.com/clase.mp4', 0);
    expect(external.statusCode).toBe(400);
    expect(external.json().fields).toEqual([{ field: 'duration_minutes', reason: expect.stringContaining('minutes') }]);
    // A row from before: another site's video, no minutes, no length.
    const made = await addVideoPart('https://videos.example.com/clase.mp4', 1);
    const part = consolePart.parse(made.json());
    await ctx.db.update(lessonParts).set({ durationMinutes: 0, mediaSeconds: null }).where(eq(lessonParts.id, part.id));
    ctx.app.contentCache.contentChanged();

    const token = await learner();
    expect((await opened(part.id, token)).required_seconds).toBe(48);
    expect(await played(part.id, token, 0.5)).toMatchObject({ completed: false });
  });
});
