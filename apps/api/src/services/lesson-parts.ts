import type { Introduction, PartDetail, PartsResponse } from '@aula/contracts/lessons';
import type { Database } from '../db/client';
import { textToHtml } from '../lib/html';
import { notFound } from '../lib/http-error';
import { captionsFor } from '../lib/media';
import type { LearnerScope } from '../repositories/learner-lessons';
import { recordPartOpened } from '../repositories/part-progress';
import { learnerModuleRows } from './cached-lessons';
import type { ContentCache } from './content-cache';
import { learnerCheck } from './knowledge-checks/learner-check';
import { cachedVisibleLesson } from './lessons';
import { lessonProgress, requiredSeconds, visiblePart } from './part-progress';

// A learner's reads here come from cached content and lesson state (services/content-cache.ts); opening a
// part is the one write (it starts the learner's clock on it, services/part-progress.ts). A check part
// adds the learner's tries, read afresh (services/knowledge-checks).

export async function lessonParts(cache: ContentCache, scope: LearnerScope, lessonId: number): Promise<PartsResponse> {
  const [lesson, lessonState] = await Promise.all([
    cachedVisibleLesson(cache, scope, lessonId),
    cache.lessonState(scope.userId),
  ]);
  return { results: lesson.parts.map((part) => ({ ...part, completed: lessonState.completed.has(part.id) })) };
}

/** Fetching a part starts the learner's time on it; the player's reports may then complete it. */
export async function openPart(
  db: Database,
  cache: ContentCache,
  scope: LearnerScope,
  partId: number,
  now: Date,
): Promise<PartDetail> {
  const { part, lesson } = await visiblePart(cache, scope, partId);
  const [lessonState, rules, check] = await Promise.all([
    cache.lessonState(scope.userId),
    cache.completionRules(scope.allyId),
    part.kind === 'check' && part.checkDefinition !== null
      ? learnerCheck(db, scope.userId, part.id, part.checkDefinition)
      : null,
    recordPartOpened(db, scope.userId, partId, now),
  ]);
  return {
    id: part.id,
    title: part.title,
    kind: part.kind,
    duration_minutes: part.durationMinutes,
    order: part.order,
    completed: lessonState.completed.has(part.id),
    lesson_id: lesson.id,
    // The console's readings are sanitized HTML already; the seed's are plain text.
    body_html: part.contentHtml ?? textToHtml(part.content),
    media_url: part.mediaUrl,
    captions_url: part.kind === 'video' ? (part.captionsUrl ?? captionsFor(part.mediaUrl)) : null,
    lesson_progress: lessonProgress(lesson, lessonState.completed),
    required_seconds: requiredSeconds(part, rules),
    check,
  };
}

/** A lesson's introduction, with the video of its first video part when there is one. */
export async function lessonIntroduction(
  cache: ContentCache,
  scope: LearnerScope,
  lessonId: number,
): Promise<Introduction> {
  const lesson = await cachedVisibleLesson(cache, scope, lessonId);
  const firstVideo = lesson.parts.find((part) => part.kind === 'video');
  const video = firstVideo && (await cache.part(firstVideo.id));
  return {
    id: lesson.id,
    title: lesson.title,
    body_html: textToHtml(lesson.introduction ?? ''),
    video_url: video?.mediaUrl ?? null,
  };
}

/** A module's introduction, shown before the learner starts exploring it. */
export async function moduleIntroduction(
  cache: ContentCache,
  scope: LearnerScope,
  moduleId: number,
): Promise<Introduction> {
  const module = (await learnerModuleRows(cache, scope)).find((row) => row.id === moduleId);
  if (!module) throw notFound('Module not found');
  return { id: module.id, title: module.title, body_html: textToHtml(module.description), video_url: null };
}
