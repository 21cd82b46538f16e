import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { allies, countries, lessonModules, lessons } from '../db/schema';
import { summaryColumns, viewCounts } from './lessons';

/** Modules with their ally and country codes, in display order. */
export function listModules(db: Database, where?: SQL) {
  return db
    .select({
      id: lessonModules.id,
      title: lessonModules.title,
      description: lessonModules.description,
      coverImageUrl: lessonModules.coverImageUrl,
      allyCode: allies.code,
      country: countries.code,
      order: lessonModules.position,
    })
    .from(lessonModules)
    .innerJoin(allies, eq(lessonModules.allyId, allies.id))
    .leftJoin(countries, eq(lessonModules.countryId, countries.id))
    .where(where)
    .orderBy(asc(allies.code), asc(lessonModules.position), asc(lessonModules.id));
}

export type ModuleRow = Awaited<ReturnType<typeof listModules>>[number];

/** Every lesson of a module, drafts included: what staff manage. */
export function allLessonsOfModule(db: Database, moduleId: number) {
  const views = viewCounts(db);
  return db
    .select(summaryColumns(views))
    .from(lessons)
    .innerJoin(lessonModules, eq(lessons.moduleId, lessonModules.id))
    .leftJoin(views, eq(views.lessonId, lessons.id))
    .where(and(eq(lessons.moduleId, moduleId)))
    .orderBy(asc(lessons.position), asc(lessons.id));
}
