import { asc, count, eq, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { prepared } from '../db/prepared';
import { allies, countries, lessonModules, lessons } from '../db/schema';
import { type ContentScope, moduleVisibleTo, scopePlaceholders } from './learner-lessons';
import { summaryColumns } from './lessons';

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
      chatLearning: lessonModules.chatLearning,
    })
    .from(lessonModules)
    .innerJoin(allies, eq(lessonModules.allyId, allies.id))
    .leftJoin(countries, eq(lessonModules.countryId, countries.id))
    .where(where)
    .orderBy(asc(allies.code), asc(lessonModules.position), asc(lessonModules.id));
}

export type ModuleRow = Awaited<ReturnType<typeof listModules>>[number];

/** The modules a learner sees, in display order (prepared: every learner's home reads it). */
export function learnerModuleList(db: Database, scope: ContentScope): Promise<ModuleRow[]> {
  const statement = prepared(db, 'learner_modules', () =>
    listModules(db, moduleVisibleTo(scopePlaceholders)).prepare('learner_modules'),
  );
  return statement.execute({ ...scope });
}

/** Every lesson of a module, drafts included: what staff manage. */
export function allLessonsOfModule(db: Database, moduleId: number) {
  return db
    .select(summaryColumns())
    .from(lessons)
    .innerJoin(lessonModules, eq(lessons.moduleId, lessonModules.id))
    .where(eq(lessons.moduleId, moduleId))
    .orderBy(asc(lessons.position), asc(lessons.id));
}

/** How many lessons (drafts included) each module has, in one query for all of them. */
export async function lessonCountsByModule(db: Database): Promise<Map<number, number>> {
  const rows = await db
    .select({ moduleId: lessons.moduleId, lessons: count() })
    .from(lessons)
    .groupBy(lessons.moduleId);
  return new Map(rows.map((row) => [row.moduleId, row.lessons]));
}
