import { EDIT_CONFLICT } from '@aula/contracts/console';
import { consoleLanding } from '@aula/contracts/console-landing';
import { landingPage } from '@aula/contracts/landing';
import { LANDINGS } from '@aula/demo-content/landings';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { allies, landingPages } from '../src/db/schema';
import { seedDemo } from '../src/db/seed';
import { defaultBrandsDir } from '../src/paths';
import { useTestApp } from './helpers/app';
import { consoleCaller } from './helpers/console-team';

const ctx = useTestApp();
const call = consoleCaller(() => ctx.app);

const publicLanding = async (ally: string) =>
  landingPage.parse((await ctx.app.inject({ method: 'GET', url: `/api/landing_pages/${ally}/` })).json());

/** The landing as its editor loaded it, without its id (a save sends the fields and the version). */
async function current(who: 'impulsa editor' | 'crecer editor' = 'impulsa editor') {
  const response = await call(who, 'GET', '/api/console/landing/');
  expect(response.statusCode).toBe(200);
  const { id: _id, ...editable } = consoleLanding.parse(response.json());
  return editable;
}

const steps = [
  { title: 'Regístrate', text: 'Con tu teléfono, en un minuto.' },
  { title: 'Aprende', text: 'Lecciones de cinco minutos.' },
];
const reviews = [
  { author: 'Rosa M.', business: 'Tortillería', rating: 5, comment: 'Vendo más desde que aprendí a fijar precios.' },
];

describe('the console landing', () => {
  it('reads the seeded landing: the site’s steps, and the reviews the demo wrote for this ally alone', async () => {
    const landing = await current();
    const shown = await publicLanding('impulsa');
    expect(landing.title).toBe(shown.title);
    expect(landing).toMatchObject({ steps: [], reviews: LANDINGS.impulsa?.reviews, version: 1 });
    expect(shown.steps).toBeUndefined();
    expect(shown.reviews).toEqual(LANDINGS.impulsa?.reviews);
    // Each demo ally quotes its own customers, none of another's.
    const quoted = (ally: string) => new Set(LANDINGS[ally]?.reviews?.map((review) => review.author));
    expect([...quoted('impulsa')].filter((author) => quoted('crecer').has(author))).toEqual([]);
  });

  it('quotes no one on the landing of an ally that wrote no reviews: no stock customers in its name', async () => {
    const { db } = ctx.app;
    const [crecer] = await db.select({ id: allies.id }).from(allies).where(eq(allies.code, 'crecer'));
    // As a landing seeded before the demo wrote reviews, or an ally added from its brand folder
    // (crecer's landing not asked for yet in this file, so no cached answer holds its reviews).
    await db
      .update(landingPages)
      .set({ reviews: null })
      .where(eq(landingPages.allyId, crecer?.id ?? 0));
    const shown = await publicLanding('crecer');
    expect(shown.reviews).toBeUndefined();
    expect(JSON.stringify(shown)).not.toContain('Abarrotes Lupita');
    expect((await current('crecer editor')).reviews).toEqual([]);
  });

  it('shows a saved hero, steps and reviews on the public landing at once (its cached answer too)', async () => {
    await publicLanding('impulsa'); // cached now
    const before = await current();
    const response = await call('impulsa editor', 'PUT', '/api/console/landing/', {
      ...before,
      title: 'Tu negocio, más fuerte',
      hero_image_url: '/media/hero/impulsa.webp',
      steps,
      reviews,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ title: 'Tu negocio, más fuerte', version: 2, steps, reviews });
    const shown = await publicLanding('impulsa');
    expect(shown).toMatchObject({
      title: 'Tu negocio, más fuerte',
      hero_image_url: '/media/hero/impulsa.webp',
      steps,
      reviews,
    });
    // Another ally's landing is untouched.
    expect((await publicLanding('crecer')).title).not.toBe('Tu negocio, más fuerte');
  });

  it('goes back to the site’s steps when they are emptied, and shows no reviews when those are', async () => {
    const before = await current();
    await call('impulsa editor', 'PUT', '/api/console/landing/', { ...before, steps: [], reviews: [] });
    const shown = await publicLanding('impulsa');
    expect(shown.steps).toBeUndefined();
    expect(shown.reviews).toBeUndefined();
    // The team's choice stays through a restart's seed, which fills in only reviews never written.
    await seedDemo(ctx.app.db, { brandsDir: defaultBrandsDir });
    expect((await publicLanding('impulsa')).reviews).toBeUndefined();
  });

  it('answers a stale save with 409 and the landing as it is now, overwriting nothing', async () => {
    const seen = await current();
    const first = await call('impulsa admin', 'PUT', '/api/console/landing/', {
      ...seen,
      subtitle: 'Guardado primero',
    });
    expect(first.statusCode).toBe(200);
    const second = await call('impulsa editor', 'PUT', '/api/console/landing/', {
      ...seen,
      subtitle: 'Guardado después',
    });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ error: EDIT_CONFLICT, current: { subtitle: 'Guardado primero' } });
    expect((await publicLanding('impulsa')).subtitle).toBe('Guardado primero');
  });

  it('keeps each ally to its own landing: crecer’s editor saves crecer’s, and is refused impulsa’s', async () => {
    const crecer = await current('crecer editor');
    const saved = await call('crecer editor', 'PUT', '/api/console/landing/', { ...crecer, subtitle: 'Crecer crece' });
    expect(saved.statusCode).toBe(200);
    expect((await publicLanding('crecer')).subtitle).toBe('Crecer crece');
    expect((await publicLanding('impulsa')).subtitle).not.toBe('Crecer crece');
    const other = await call('crecer editor', 'PUT', '/api/console/landing/', { ...crecer, version: 2 }, 'impulsa');
    expect(other.statusCode).toBe(403);
    expect(other.json().error).toBe('wrong_ally');
  });

  describe('bad input: 400 with the field', () => {
    const cases: [string, object, string][] = [
      ['an empty title', { title: '' }, 'title'],
      ['a hero picture on http', { hero_image_url: 'http://example.com/a.png' }, 'hero_image_url'],
      ['a step without text', { steps: [{ title: 'Uno', text: '' }] }, 'steps.0.text'],
      ['seven steps', { steps: Array.from({ length: 7 }, () => steps[0]) }, 'steps'],
      ['a rating of 6', { reviews: [{ ...reviews[0], rating: 6 }] }, 'reviews.0.rating'],
      ['no version', { version: undefined }, 'version'],
    ];
    it.each(cases)('refuses %s', async (_what, change, field) => {
      const response = await call('impulsa editor', 'PUT', '/api/console/landing/', {
        ...(await current()),
        ...change,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().fields.map((f: { field: string }) => f.field)).toContain(field);
    });
  });
});
