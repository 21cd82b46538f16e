import { lessonListResponse } from '@aula/contracts/lessons';
import { DEMO_ALLIES } from '@aula/demo-content/allies';
import { curriculumOf } from '@aula/demo-content/curriculum';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers/app';

const ctx = useTestApp();

async function list(kind: 'new_lessons' | 'most_viewed_lessons', query: string) {
  const response = await ctx.app.inject({ method: 'GET', url: `/api/${kind}/?${query}` });
  expect(response.statusCode).toBe(200);
  return lessonListResponse.parse(response.json()).results;
}

/** Published lessons of an ally visible in a country, by the seed data, newest first. */
function seededTitles(allyCode: string, country: string) {
  const ally = DEMO_ALLIES.find((a) => a.code === allyCode);
  if (!ally?.countries.includes(country)) return [];
  return curriculumOf(ally.code)
    .filter((module) => !module.country || module.country === country)
    .flatMap((module) => module.lessons)
    .filter((lesson) => lesson.publishedDaysAgo !== null)
    .sort((a, b) => (a.publishedDaysAgo ?? 0) - (b.publishedDaysAgo ?? 0))
    .map((lesson) => lesson.title);
}

describe('GET /api/new_lessons/', () => {
  it("lists the ally's published lessons in that country, newest first", async () => {
    const results = await list('new_lessons', 'country=mx&ally_code=impulsa');
    expect(results.map((lesson) => lesson.title)).toEqual(seededTitles('impulsa', 'mx'));
  });

  it('includes modules scoped to the country only in that country, and caps the list at 8', async () => {
    const inColombia = await list('new_lessons', 'country=co&ally_code=impulsa');
    expect(inColombia.map((lesson) => lesson.title)).toEqual(seededTitles('impulsa', 'co').slice(0, 8));
    expect(inColombia.some((lesson) => lesson.module.title.includes('Colombia'))).toBe(true);
    const inMexico = await list('new_lessons', 'country=mx&ally_code=impulsa');
    expect(inMexico.some((lesson) => lesson.module.title.includes('Colombia'))).toBe(false);
  });

  it('gives each ally its own lessons and nothing where the ally is not offered', async () => {
    const impulsa = await list('new_lessons', 'country=mx&ally_code=impulsa');
    const crecer = await list('new_lessons', 'country=mx&ally_code=crecer');
    expect(crecer.map((lesson) => lesson.title)).toEqual(seededTitles('crecer', 'mx'));
    const impulsaIds = new Set(impulsa.map((lesson) => lesson.id));
    expect(crecer.some((lesson) => impulsaIds.has(lesson.id))).toBe(false);
    expect(await list('new_lessons', 'country=pe&ally_code=crecer')).toEqual([]);
    expect(await list('new_lessons', 'country=pe&ally_code=impulsa')).not.toEqual([]);
    expect(await list('new_lessons', 'country=mx&ally_code=desconocido')).toEqual([]);
  });

  it('never lists drafts', async () => {
    const titles = (await list('new_lessons', 'country=mx&ally_code=crecer')).map((lesson) => lesson.title);
    expect(titles).not.toContain('Programa de lealtad para tu barrio');
  });
});

describe('GET /api/most_viewed_lessons/', () => {
  it('orders by recorded views, most viewed first', async () => {
    const results = await list('most_viewed_lessons', 'country=mx&ally_code=crecer');
    const views = results.map((lesson) => lesson.views);
    expect(views).toEqual([...views].sort((a, b) => b - a));
    expect(views[0]).toBeGreaterThan(views.at(-1) ?? 0);
  });

  it('moves a lesson up as its views are recorded', async () => {
    const before = await list('most_viewed_lessons', 'country=mx&ally_code=crecer');
    const last = before.at(-1);
    if (!last) throw new Error('expected lessons');
    const top = before[0]?.views ?? 0;
    for (let view = 0; view <= top; view += 1) ctx.app.lessonViews.record(last.id, null);
    // Written in one batch; the write refreshes the cached lists that show counts.
    await ctx.app.lessonViews.flush();
    const after = await list('most_viewed_lessons', 'country=mx&ally_code=crecer');
    expect(after[0]).toMatchObject({ id: last.id, views: last.views + top + 1 });
  });
});

describe('lesson list queries', () => {
  it.each([
    ['missing country', 'ally_code=impulsa', 'country'],
    ['missing ally_code', 'country=mx', 'ally_code'],
    ['malformed country', 'country=mex&ally_code=impulsa', 'country'],
    ['malformed ally_code', 'country=mx&ally_code=No%20Vale', 'ally_code'],
  ])('answer 400 naming the field for a %s', async (_case, query, field) => {
    for (const kind of ['new_lessons', 'most_viewed_lessons']) {
      const response = await ctx.app.inject({ method: 'GET', url: `/api/${kind}/?${query}` });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: 'bad_request', message: 'Invalid input', fields: [{ field }] });
    }
  });
});
