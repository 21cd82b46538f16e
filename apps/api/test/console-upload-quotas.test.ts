import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_PASSWORD, DEMO_TEAM } from '@aula/demo-content/demo-users';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { allies, mediaObjects } from '../src/db/schema';
import { useTestApp } from './helpers/app';
import { tusClient } from './helpers/tus';

const MB = 1024 * 1024;
const dataDir = mkdtempSync(join(tmpdir(), 'upload-quotas-'));
// A quota of 5000 MB (of 10^6 bytes): a test fills it with one stored row.
const ctx = useTestApp({ DATA_DIR: dataDir, MEDIA_QUOTA_MB: '5000' });
const QUOTA = 5_000_000_000;
const [impulsaAdmin, impulsaEditor, crecerEditor] = DEMO_TEAM;
const CAPTIONS = Buffer.from('WEBVTT\n\n00:00.000 --> 00:01.000\nHola\n');

let origin = '';
const clients: Record<string, ReturnType<typeof tusClient>> = {};
const auth: Record<string, string> = {};

async function signIn(email: string, ally: string) {
  const login = await ctx.app.inject({
    method: 'POST',
    url: '/api/mx/login/',
    payload: { email, password: DEMO_PASSWORD },
  });
  auth[email] = `Bearer ${login.json().token}`;
  clients[email] = tusClient(origin, { authorization: auth[email] ?? '', 'x-aula-ally': ally });
}
const client = (email: string) => {
  const found = clients[email];
  if (!found) throw new Error(`no client for ${email}`);
  return found;
};

async function allyIdOf(code: string): Promise<number> {
  const [row] = await ctx.db.select({ id: allies.id }).from(allies).where(eq(allies.code, code));
  if (!row) throw new Error(`no ally ${code}`);
  return row.id;
}

/** A finished file of `size` bytes in the ally's library, as if uploaded earlier. */
async function storedMedia(ally: string, size: number) {
  await ctx.db.insert(mediaObjects).values({
    allyId: await allyIdOf(ally),
    kind: 'video',
    key: `uploads/${ally}/quota-${Math.random().toString(16).slice(2)}.webm`,
    contentType: 'video/webm',
    size,
    sha256: '0'.repeat(64),
    originalName: 'antes.webm',
  });
}

beforeAll(async () => {
  origin = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  await signIn(impulsaAdmin.email, 'impulsa');
  await signIn(impulsaEditor.email, 'impulsa');
  await signIn(crecerEditor.email, 'crecer');
});

describe('upload quotas (issue 38)', () => {
  it("bounds one member's unfinished uploads: of 200 creations at once declaring 500 MB each, 2 pass, the rest 429", async () => {
    // Tried: 200 parallel creations of a 500 MB video by one editor (the burst of the issue), then small files.
    const burst = await Promise.all(
      Array.from({ length: 200 }, () => client(impulsaEditor.email).create('video', 500 * MB, 'grande.webm')),
    );
    const statuses = burst.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(2);
    expect(statuses.filter((status) => status === 429)).toHaveLength(198);
    const refused = burst.find((response) => response.status === 429);
    expect(await refused?.json()).toMatchObject({
      error: 'too_many_uploads',
      message: expect.stringContaining('1200 MB'),
    });

    // By count: small captions fill the member's 5 unfinished, the sixth is refused.
    const small = [];
    for (let index = 0; index < 4; index += 1)
      small.push((await client(impulsaEditor.email).create('caption', 100)).status);
    expect(small).toEqual([201, 201, 201, 429]);
    // Another member of the same ally still may, within the ally's bounds.
    expect((await client(impulsaAdmin.email).create('caption', 100)).status).toBe(201);
  });

  it('forgets unfinished uploads once they have expired (24 h), as the sweep does', async () => {
    const directory = join(dataDir, 'tus-uploads');
    for (const name of readdirSync(directory).filter((file) => file.endsWith('.json'))) {
      const info = JSON.parse(readFileSync(join(directory, name), 'utf8'));
      info.creation_date = new Date(Date.now() - 25 * 60 * 60 * 1000).toISOString();
      writeFileSync(join(directory, name), JSON.stringify(info));
    }
    expect((await client(impulsaEditor.email).create('video', 500 * MB, 'otra.webm')).status).toBe(201);
  });

  it('refuses a file that does not fit the quota with 413 quota_exceeded, at creation and at the last byte', async () => {
    await storedMedia('crecer', QUOTA - 2 * MB);
    const usage = await ctx.app.inject({
      method: 'GET',
      url: '/api/console/media/usage/',
      headers: { authorization: auth[crecerEditor.email] ?? '', 'x-aula-ally': 'crecer' },
    });
    expect(usage.json()).toEqual({ used_bytes: QUOTA - 2 * MB, quota_bytes: QUOTA });

    // Tried: a 5 MB video with 2 MB left.
    const tooBig = await client(crecerEditor.email).create('video', 5 * MB, 'clase.webm');
    expect(tooBig.status).toBe(413);
    expect(await tooBig.json()).toMatchObject({ error: 'quota_exceeded', message: expect.stringContaining('5000 MB') });

    // Small captions fit when created; meanwhile another upload fills the quota: refused at the end, nothing kept.
    const created = await client(crecerEditor.email).create('caption', CAPTIONS.length, 'subtitulos.vtt');
    expect(created.status).toBe(201);
    await storedMedia('crecer', 2 * MB);
    const finished = await client(crecerEditor.email).patch(created.headers.get('location') ?? '', 0, CAPTIONS);
    expect(finished.status).toBe(413);
    expect(await finished.json()).toMatchObject({ error: 'quota_exceeded' });
    const rows = await ctx.db
      .select()
      .from(mediaObjects)
      .where(eq(mediaObjects.allyId, await allyIdOf('crecer')));
    expect(rows.map((row) => row.originalName)).not.toContain('subtitulos.vtt');
  });

  it("is shown to the ally's team only", async () => {
    // Tried: crecer's editor asking for impulsa's usage.
    const refused = await ctx.app.inject({
      method: 'GET',
      url: '/api/console/media/usage/',
      headers: { authorization: auth[crecerEditor.email] ?? '', 'x-aula-ally': 'impulsa' },
    });
    expect(refused.statusCode).toBe(403);
  });
});
