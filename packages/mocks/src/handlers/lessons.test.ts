import { DEMO_ALLIES } from '@aula/demo-content/allies';
import { curriculumOf } from '@aula/demo-content/curriculum';
import type { DemoLesson } from '@aula/demo-content/types';
import { describe, expect, it } from 'vitest';
import { lessonTitled } from '../fixtures/lessons';

const origin = 'http://aula.test';

async function lessonTitles(path: string) {
  const response = await fetch(`${origin}${path}`);
  const body: { results: { title: string }[] } = await response.json();
  return body.results.map((lesson) => lesson.title);
}

/** The demo content's published lessons of an ally in a country, in the given order. */
function demoTitles(allyCode: string, country: string, order: (a: DemoLesson, b: DemoLesson) => number) {
  if (!DEMO_ALLIES.find((ally) => ally.code === allyCode)?.countries.includes(country)) return [];
  return curriculumOf(allyCode)
    .filter((module) => !module.country || module.country === country)
    .flatMap((module) => module.lessons)
    .filter((lesson) => lesson.publishedDaysAgo !== null)
    .sort(order)
    .map((lesson) => lesson.title);
}
const newest = (a: DemoLesson, b: DemoLesson) => (a.publishedDaysAgo ?? 0) - (b.publishedDaysAgo ?? 0);
const mostViewed = (a: DemoLesson, b: DemoLesson) => b.views - a.views;

describe('mock lesson lists', () => {
  it('lists new lessons of the ally and country, newest first (a Colombian module only in co)', async () => {
    const mexico = await lessonTitles('/api/new_lessons/?country=mx&ally_code=impulsa');
    expect(mexico).toEqual(demoTitles('impulsa', 'mx', newest));
    expect(mexico).not.toContain('Tu primera factura electrónica');
    const colombia = await lessonTitles('/api/new_lessons/?country=co&ally_code=impulsa');
    expect(colombia).toEqual(demoTitles('impulsa', 'co', newest));
    expect(colombia).toContain('Tu primera factura electrónica');
  });

  it('lists most viewed lessons of the ally and country, most viewed first, without drafts', async () => {
    const crecer = await lessonTitles('/api/most_viewed_lessons/?country=mx&ally_code=crecer');
    expect(crecer).toEqual(demoTitles('crecer', 'mx', mostViewed));
    expect(crecer).not.toContain('Programa de lealtad para tu barrio');
    expect(await lessonTitles('/api/most_viewed_lessons/?country=pe&ally_code=crecer')).toEqual([]);
  });

  it('answers 400 naming ally_code when it is missing', async () => {
    const response = await fetch(`${origin}/api/new_lessons/?country=mx`);
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body).toMatchObject({ error: 'bad_request', message: 'Invalid input' });
    expect(body.fields).toEqual([{ field: 'ally_code', reason: expect.any(String) }]);
  });
});

describe('mock lesson detail', () => {
  const asUser = (id: number) => ({ headers: { authorization: `Bearer mock-token-${id}` } });

  it('answers 401 without a bearer token', async () => {
    const response = await fetch(`${origin}/api/lessons/1/`);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: 'unauthorized', message: 'Authentication required' });
  });

  it('answers 401 for a token that is not a mock token', async () => {
    expect((await fetch(`${origin}/api/lessons/1/`, { headers: { authorization: 'Bearer forged' } })).status).toBe(401);
  });

  it("returns the lesson with its parts to a user of the lesson's ally", async () => {
    const { detail } = lessonTitled('Conoce a tu cliente ideal');
    const response = await fetch(`${origin}/api/lessons/${detail.id}/`, asUser(1));
    expect(response.status).toBe(200);
    const lesson = await response.json();
    expect(lesson).toMatchObject({ title: 'Conoce a tu cliente ideal', module: { title: 'Vende más y mejor' } });
    expect(lesson.parts.map((part: { kind: string }) => part.kind)).toEqual(['video', 'reading', 'download']);
  });

  it("answers 404 for another ally's lesson and for an unknown one", async () => {
    const crecerLesson = lessonTitled('Cuenta tu inventario en una hora').detail.id;
    for (const path of [`/api/lessons/${crecerLesson}/`, '/api/lessons/999/']) {
      const response = await fetch(`${origin}${path}`, asUser(1));
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ error: 'not_found' });
    }
  });
});

describe('mock lesson preview (a shared link, signed out)', () => {
  it('answers the preview fields of a lesson of the ally and country, and 404 elsewhere, as the API does', async () => {
    const lesson = lessonTitled('Conoce a tu cliente ideal').detail;
    const preview = (id: number | string, query: string) => fetch(`${origin}/api/lesson_previews/${id}/?${query}`);
    const found = await preview(lesson.id, 'country=mx&ally_code=impulsa');
    expect(found.status).toBe(200);
    expect(Object.keys(await found.json()).sort()).toEqual([
      'cover_image_url',
      'id',
      'introduction',
      'module',
      'summary',
      'title',
    ]);
    expect((await preview(lesson.id, 'country=mx&ally_code=crecer')).status).toBe(404);
    expect((await preview(999, 'country=mx&ally_code=impulsa')).status).toBe(404);
    expect((await preview('abc', 'country=mx&ally_code=impulsa')).status).toBe(400);
  });
});
