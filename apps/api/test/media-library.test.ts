import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_USERS } from '@aula/demo-content/demo-users';
import { and, eq, isNull } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { lessonModules, lessonParts, lessons, users } from '../src/db/schema';
import { tokenFor, useTestApp } from './helpers/app';
import { tusClient, uploadWhole } from './helpers/tus';

const ctx = useTestApp({ DATA_DIR: mkdtempSync(join(tmpdir(), 'media-library-')) });
const [impulsaLearner, crecerLearner] = DEMO_USERS;
const auth: Record<'impulsa' | 'crecer', string> = { impulsa: '', crecer: '' };
let origin = '';

interface Picture {
  id: number;
  url: string;
  alt: string;
  original_name: string;
  variants: { url: string }[];
}

async function call(method: 'GET' | 'PATCH' | 'DELETE', url: string, as: 'impulsa' | 'crecer', payload?: object) {
  return ctx.app.inject({
    method,
    url,
    headers: { authorization: auth[as], 'x-aula-ally': as },
    ...(payload ? { payload } : {}),
  });
}

async function upload(name: string, colour: string): Promise<Picture> {
  const png = await sharp({ create: { width: 800, height: 450, channels: 3, background: colour } })
    .png()
    .toBuffer();
  const client = tusClient(origin, { authorization: auth.impulsa, 'x-aula-ally': 'impulsa' });
  const answer = await uploadWhole(client, 'image', png, { filename: name });
  expect(answer.status).toBe(200);
  return answer.json();
}

const listed = async (query: string) =>
  ((await call('GET', `/api/console/media/?kind=image${query}`, 'impulsa')).json().results as Picture[]).map(
    (picture) => picture.original_name,
  );

/** A reading of impulsa that shows `src`, as the editor's picture dialog writes it. */
async function showInAReading(src: string) {
  const [part] = await ctx.db
    .select({ id: lessonParts.id, title: lessonParts.title, lesson: lessons.title })
    .from(lessonParts)
    .innerJoin(lessons, eq(lessonParts.lessonId, lessons.id))
    .innerJoin(lessonModules, eq(lessons.moduleId, lessonModules.id))
    .where(and(eq(lessonModules.allyId, 1), eq(lessonParts.kind, 'reading'), isNull(lessonParts.archivedAt)))
    .limit(1);
  if (!part) throw new Error('no reading of impulsa in the seed');
  await ctx.db
    .update(lessonParts)
    .set({ contentHtml: `<p>Así:</p><img src="${src}" alt="Un mostrador">` })
    .where(eq(lessonParts.id, part.id));
  return part;
}

beforeAll(async () => {
  await ctx.db.update(users).set({ access: 'ally_editor' }).where(eq(users.email, impulsaLearner.email));
  await ctx.db.update(users).set({ access: 'ally_editor' }).where(eq(users.email, crecerLearner.email));
  auth.impulsa = `Bearer ${await tokenFor(ctx.app, impulsaLearner)}`;
  auth.crecer = `Bearer ${await tokenFor(ctx.app, crecerLearner)}`;
  origin = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
});

describe("the ally's pictures: descriptions, search, where each is used, deletion", () => {
  let counter: Picture;
  let sign: Picture;

  it('keeps what a picture shows, refusing a description too long and another ally', async () => {
    counter = await upload('mostrador.png', '#aa6633');
    sign = await upload('letrero.png', '#3366aa');
    expect(counter.alt).toBe('');
    const described = await call('PATCH', `/api/console/media/${counter.id}/`, 'impulsa', {
      alt: '  Un mostrador con frutas  ',
    });
    expect(described.statusCode, described.body).toBe(200);
    expect(described.json()).toMatchObject({ id: counter.id, alt: 'Un mostrador con frutas' });

    // Tried: 251 characters, a field the API does not know, a non-numeric id, another ally's editor.
    const long = await call('PATCH', `/api/console/media/${counter.id}/`, 'impulsa', { alt: 'a'.repeat(251) });
    expect(long.statusCode).toBe(400);
    expect(long.json().fields).toEqual([expect.objectContaining({ field: 'alt' })]);
    const extra = await call('PATCH', `/api/console/media/${counter.id}/`, 'impulsa', { alt: 'x', url: '/x' });
    expect(extra.statusCode).toBe(400);
    expect((await call('PATCH', '/api/console/media/abc/', 'impulsa', { alt: 'x' })).statusCode).toBe(400);
    expect((await call('PATCH', `/api/console/media/${counter.id}/`, 'crecer', { alt: 'mío' })).statusCode).toBe(404);
  });

  it('finds pictures by words of their name or of what they show, and only the ally’s', async () => {
    expect(await listed('&q=frutas')).toEqual(['mostrador.png']);
    expect(await listed('&q=LETRERO')).toEqual(['letrero.png']);
    expect(await listed('&q=%25')).toEqual([]);
    expect((await listed('')).slice(0, 2)).toEqual(['letrero.png', 'mostrador.png']);
    const crecer = await call('GET', '/api/console/media/?kind=image&q=mostrador', 'crecer');
    expect(crecer.json().results).toEqual([]);
    expect((await call('GET', `/api/console/media/?q=${'a'.repeat(101)}`, 'impulsa')).statusCode).toBe(400);
  });

  it('names the reading that shows a picture, by its site address or a full one', async () => {
    const part = await showInAReading(counter.variants[0]?.url ?? '');
    const uses = await call('GET', `/api/console/media/${counter.id}/uses/`, 'impulsa');
    expect(uses.json()).toEqual({
      uses: [{ kind: 'part', id: part.id, title: part.title, lesson: { id: expect.any(Number), title: part.lesson } }],
    });
    await showInAReading(`http://otro-dominio.example${sign.url}`);
    const signUses = await call('GET', `/api/console/media/${sign.id}/uses/`, 'impulsa');
    expect(signUses.json().uses).toHaveLength(1);
    expect((await call('GET', `/api/console/media/${counter.id}/uses/`, 'crecer')).statusCode).toBe(404);
  });

  it('asks before deleting a picture still used, then deletes it and every stored size', async () => {
    const refused = await call('DELETE', `/api/console/media/${sign.id}/`, 'impulsa');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ error: 'media_in_use', uses: [expect.objectContaining({ kind: 'part' })] });
    expect(await listed('&q=letrero')).toEqual(['letrero.png']);

    expect((await call('DELETE', `/api/console/media/${sign.id}/?confirm=true`, 'crecer')).statusCode).toBe(404);
    expect((await call('DELETE', `/api/console/media/${sign.id}/?confirm=maybe`, 'impulsa')).statusCode).toBe(400);
    const deleted = await call('DELETE', `/api/console/media/${sign.id}/?confirm=true`, 'impulsa');
    expect([deleted.statusCode, deleted.json()]).toEqual([200, { deleted: true }]);
    expect(await listed('&q=letrero')).toEqual([]);
    for (const variant of sign.variants) {
      expect((await fetch(new URL(variant.url, origin))).status, variant.url).toBe(404);
    }
    expect((await call('DELETE', `/api/console/media/${sign.id}/?confirm=true`, 'impulsa')).statusCode).toBe(404);
  });

  it('deletes an unused picture at once', async () => {
    const unused = await upload('sin-usar.png', '#33aa66');
    const deleted = await call('DELETE', `/api/console/media/${unused.id}/`, 'impulsa');
    expect(deleted.statusCode).toBe(200);
    expect(await listed('&q=sin-usar')).toEqual([]);
  });
});
