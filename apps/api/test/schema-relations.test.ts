import { describe, expect, it } from 'vitest';
import { lessons, lessonViews } from '../src/db/schema';
import { useTestApp } from './helpers/app';

// The relations live apart from the tables (src/db/schema/relations.ts) so the table files form
// no import cycle; these queries prove every relation still reaches the seeded rows both ways.
const ctx = useTestApp();

describe('schema relations', () => {
  it('walks from an ally to its countries, modules and landing page, and back', async () => {
    const ally = await ctx.db.query.allies.findFirst({
      with: {
        countries: { with: { country: true, ally: true } },
        modules: true,
        landingPage: { with: { ally: true } },
      },
    });
    expect(ally?.countries.length).toBeGreaterThan(0);
    expect(ally?.countries[0]?.ally.id).toBe(ally?.id);
    expect(ally?.countries[0]?.country.code).toMatch(/^[a-z]{2}$/);
    expect(ally?.modules.length).toBeGreaterThan(0);
    expect(ally?.landingPage?.ally.id).toBe(ally?.id);
  });

  it('walks from a country to its allies and home page blocks', async () => {
    const country = await ctx.db.query.countries.findFirst({
      where: (table, { eq }) => eq(table.code, 'mx'),
      with: { allies: true, homepages: { with: { country: true } } },
    });
    expect(country?.allies.length).toBeGreaterThan(0);
    expect(country?.homepages[0]?.country.code).toBe('mx');
  });

  it('walks from a module to its lessons, parts and views, and back up', async () => {
    const lessonModule = await ctx.db.query.lessonModules.findFirst({
      with: {
        ally: true,
        country: true,
        lessons: { with: { module: true, parts: { with: { lesson: true } }, views: true } },
      },
    });
    const lesson = lessonModule?.lessons[0];
    expect(lessonModule?.ally.code).toBeTruthy();
    expect(lesson?.module.id).toBe(lessonModule?.id);
    expect(lesson?.parts.every((part) => part.lesson.id === lesson.id)).toBe(true);
    expect(Array.isArray(lesson?.views)).toBe(true);
  });

  it('walks from a user to their ally, country and tokens, and from a view to its lesson', async () => {
    const user = await ctx.db.query.users.findFirst({
      with: { ally: true, country: true, tokens: { with: { user: true } } },
    });
    expect(user?.ally.code).toBeTruthy();
    expect(user?.country.code).toMatch(/^[a-z]{2}$/);
    expect(Array.isArray(user?.tokens)).toBe(true);
    const [lesson] = await ctx.db.select({ id: lessons.id }).from(lessons).limit(1);
    await ctx.db.insert(lessonViews).values({ userId: user?.id, lessonId: lesson?.id ?? 0 });
    const view = await ctx.db.query.lessonViews.findFirst({
      where: (table, { and, eq }) => and(eq(table.lessonId, lesson?.id ?? 0), eq(table.userId, user?.id ?? 0)),
      with: { lesson: { with: { views: true } }, user: true },
    });
    expect(view?.lesson.id).toBe(lesson?.id);
    expect(view?.lesson.views.length).toBeGreaterThan(0);
    expect(view?.user?.id).toBe(user?.id);
  });
});
