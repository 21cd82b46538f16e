import type { LessonPreview, LessonScopeQuery } from '@aula/contracts/lessons';
import type { Database } from '../db/client';
import { notFound } from '../lib/http-error';
import { allyIdInCountry } from '../repositories/allies';
import type { ContentCache } from './content-cache';
import { visibleTo } from './lessons';

/**
 * What a signed-out visitor may see of a lesson: only one a learner of that ally in that country
 * could open (published, in a published module). Anything else is the same 404 as an id nobody
 * has, so a preview never tells that another ally's lesson or a draft exists.
 */
export async function lessonPreview(
  db: Database,
  cache: ContentCache,
  lessonId: number,
  { country, ally_code }: LessonScopeQuery,
): Promise<LessonPreview> {
  const [lesson, allyId] = await Promise.all([cache.lesson(lessonId), allyIdInCountry(db, ally_code, country)]);
  if (!lesson || allyId === undefined || !visibleTo(lesson, { allyId, countryCode: country })) {
    throw notFound('Lesson not found');
  }
  return {
    id: lesson.id,
    title: lesson.title,
    summary: lesson.summary,
    introduction: lesson.introduction,
    cover_image_url: lesson.coverImageUrl,
    module: { id: lesson.moduleId, title: lesson.moduleTitle },
  };
}
