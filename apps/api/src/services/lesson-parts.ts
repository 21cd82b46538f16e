import type { Introduction, PartDetail, PartsResponse } from '@aula/contracts/lessons';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { lessonModules } from '../db/schema';
import { textToHtml } from '../lib/html';
import { notFound } from '../lib/http-error';
import { captionsFor } from '../lib/media';
import { type LearnerScope, moduleVisibleTo, percent } from '../repositories/learner-lessons';
import { partsOfLesson, recordPartView, visibleLessonOfPart } from '../repositories/lesson-state';
import { visibleLesson } from './lessons';

type PartRow = Awaited<ReturnType<typeof partsOfLesson>>[number];

const toItem = (part: PartRow) => ({
  id: part.id,
  title: part.title,
  kind: part.kind,
  duration_minutes: part.durationMinutes,
  order: part.order,
  completed: part.completed,
});

export async function lessonParts(db: Database, scope: LearnerScope, lessonId: number): Promise<PartsResponse> {
  await visibleLesson(db, scope, lessonId);
  return { results: (await partsOfLesson(db, scope.userId, lessonId)).map(toItem) };
}

/** Fetching a part is what completes it: the player fetches a part when the learner reaches it. */
export async function openPart(db: Database, scope: LearnerScope, partId: number): Promise<PartDetail> {
  const lessonId = await visibleLessonOfPart(db, scope, partId);
  if (lessonId === undefined) throw notFound('Part not found');
  await recordPartView(db, scope.userId, partId);
  // The lesson's progress is its parts' completion, which this list already holds.
  const parts = await partsOfLesson(db, scope.userId, lessonId);
  const part = parts.find((item) => item.id === partId);
  if (!part) throw notFound('Part not found');
  return {
    ...toItem(part),
    lesson_id: lessonId,
    body_html: textToHtml(part.content),
    media_url: part.mediaUrl,
    captions_url: part.kind === 'video' ? captionsFor(part.mediaUrl) : null,
    lesson_progress: percent(parts.filter((item) => item.completed).length, parts.length),
  };
}

/** A lesson's introduction, with the video of its first video part when there is one. */
export async function lessonIntroduction(db: Database, scope: LearnerScope, lessonId: number): Promise<Introduction> {
  const lesson = await visibleLesson(db, scope, lessonId);
  const [parts, intro] = await Promise.all([
    partsOfLesson(db, scope.userId, lessonId),
    db.query.lessons.findFirst({ columns: { introduction: true }, where: (l, { eq: is }) => is(l.id, lessonId) }),
  ]);
  return {
    id: lesson.id,
    title: lesson.title,
    body_html: textToHtml(intro?.introduction ?? ''),
    video_url: parts.find((part) => part.kind === 'video')?.mediaUrl ?? null,
  };
}

/** A module's introduction, shown before the learner starts exploring it. */
export async function moduleIntroduction(db: Database, scope: LearnerScope, moduleId: number): Promise<Introduction> {
  const [module] = await db
    .select({ id: lessonModules.id, title: lessonModules.title, description: lessonModules.description })
    .from(lessonModules)
    .where(and(eq(lessonModules.id, moduleId), moduleVisibleTo(scope)));
  if (!module) throw notFound('Module not found');
  return { id: module.id, title: module.title, body_html: textToHtml(module.description), video_url: null };
}
