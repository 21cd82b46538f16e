import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../src/db/client';
import { lessonParts, lessons } from '../../src/db/schema';
import type { TestApp } from './app';
import { completePart, moduleId } from './content';

/** Earns a module's achievement the honest way: every part of its lessons done with the clock moved on, its check passed. */
export async function earnModule(
  app: { inject: TestApp['inject'] },
  db: Database,
  token: string,
  moduleTitle: string,
  clock: { advance(seconds: number): void },
) {
  const parts = await db
    .select({ id: lessonParts.id })
    .from(lessonParts)
    .innerJoin(lessons, eq(lessonParts.lessonId, lessons.id))
    .where(eq(lessons.moduleId, await moduleId(db, moduleTitle)))
    .orderBy(asc(lessons.id), asc(lessonParts.position));
  for (const part of parts) await completePart(app, db, token, part.id, clock);
}
