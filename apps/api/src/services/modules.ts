import type { LessonModule, LessonModuleDetail } from '@aula/contracts/modules';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { lessonModules } from '../db/schema';
import { notFound } from '../lib/http-error';
import { type LearnerLesson, type LearnerScope, percent } from '../repositories/learner-lessons';
import { allLessonsOfModule, lessonCountsByModule, listModules, type ModuleRow } from '../repositories/modules';
import { learnerLessons, learnerModuleRows } from './cached-lessons';
import type { ContentCache } from './content-cache';
import { toSummary } from './lessons';

function toModule(row: ModuleRow, lessonCount: number, progress: number): LessonModule {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    cover_image_url: row.coverImageUrl,
    ally_code: row.allyCode,
    country: row.country,
    order: row.order,
    lesson_count: lessonCount,
    progress,
  };
}

/** A module's progress: the share of its published lessons the learner has finished. */
function moduleProgress(lessons: LearnerLesson[]) {
  return percent(lessons.filter((lesson) => lesson.progress === 100).length, lessons.length);
}

/**
 * The modules a learner can take: published, with at least one published lesson (a module
 * published before its lessons led to an empty screen).
 */
export async function learnerModules(cache: ContentCache, scope: LearnerScope) {
  const [modules, lessons] = await Promise.all([learnerModuleRows(cache, scope), learnerLessons(cache, scope)]);
  return {
    results: modules.flatMap((module) => {
      const own = lessons.filter((lesson) => lesson.moduleId === module.id);
      return own.length > 0 ? [toModule(module, own.length, moduleProgress(own))] : [];
    }),
  };
}

export async function learnerModuleDetail(
  cache: ContentCache,
  scope: LearnerScope,
  moduleId: number,
): Promise<Omit<LessonModuleDetail, 'chat'>> {
  const module = (await learnerModuleRows(cache, scope)).find((row) => row.id === moduleId);
  if (!module) throw notFound('Module not found');
  const lessons = await learnerLessons(cache, scope, { moduleId });
  return { ...toModule(module, lessons.length, moduleProgress(lessons)), lessons: lessons.map(toSummary) };
}

export async function learnerModuleLessons(cache: ContentCache, scope: LearnerScope, moduleId: number) {
  const { lessons } = await learnerModuleDetail(cache, scope, moduleId);
  return { results: lessons };
}

/** Staff see every ally's modules; progress is a learner's notion, so it is 0 here. */
export async function staffModules(db: Database) {
  const [modules, counts] = await Promise.all([listModules(db), lessonCountsByModule(db)]);
  return { results: modules.map((module) => toModule(module, counts.get(module.id) ?? 0, 0)) };
}

export async function staffModuleLessons(db: Database, moduleId: number) {
  const [module] = await listModules(db, eq(lessonModules.id, moduleId));
  if (!module) throw notFound('Module not found');
  return { results: (await allLessonsOfModule(db, moduleId)).map(toSummary) };
}
