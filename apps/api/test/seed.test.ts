import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allies, lessonParts, lessons, users } from '../src/db/schema';
import { seedDemo } from '../src/db/seed';
import { openTestDatabase } from './helpers/database';

let database: Awaited<ReturnType<typeof openTestDatabase>>;
beforeAll(async () => {
  database = await openTestDatabase({ seed: false });
}, 30_000);
afterAll(() => database.close());

const total = async (table: typeof users | typeof lessons | typeof allies) =>
  (await database.db.select({ n: count() }).from(table))[0]?.n;

describe('seedDemo', () => {
  it('seeds an empty database once and leaves it alone afterwards', async () => {
    expect(await seedDemo(database.db)).toBe(true);
    const lessonsBefore = await total(lessons);
    expect(await seedDemo(database.db)).toBe(false);
    expect(await total(lessons)).toBe(lessonsBefore);
    // The two demo learners and the demo staff member.
    expect(await total(users)).toBe(3);
    expect(await total(allies)).toBe(2);
  });

  it('gives each ally at least two modules of three lessons with two or three parts each', async () => {
    const modules = await database.db.query.lessonModules.findMany({
      with: { ally: true, lessons: { with: { parts: true } } },
    });
    for (const code of ['impulsa', 'crecer']) {
      const own = modules.filter((module) => module.ally.code === code);
      expect(own.length).toBeGreaterThanOrEqual(2);
      for (const module of own) {
        expect(module.lessons.length).toBeGreaterThanOrEqual(3);
        for (const lesson of module.lessons) {
          expect(lesson.parts.length).toBeGreaterThanOrEqual(2);
          expect(lesson.parts.length).toBeLessThanOrEqual(3);
        }
      }
    }
    const kinds = new Set((await database.db.select({ kind: lessonParts.kind }).from(lessonParts)).map((p) => p.kind));
    expect([...kinds].sort()).toEqual(['download', 'reading', 'video']);
  });
});
