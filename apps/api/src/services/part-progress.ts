import type { PartProgressRequest, PartProgressResponse } from '@aula/contracts/lessons';
import type { Database } from '../db/client';
import type { LearningChannel } from '../db/schema';
import { notFound } from '../lib/http-error';
import { type LearnerScope, percent } from '../repositories/learner-lessons';
import type { LessonContent, PartContent } from '../repositories/lesson-content';
import { type CompletionRules, recordPartProgress } from '../repositories/part-progress';
import type { ContentCache } from './content-cache';
import { visibleTo } from './lessons';

// A part counts as done when the server judges it so, from what the player reported and the time
// that really passed: opening a part, or a player claiming more than the clock allows, completes
// nothing, so a prize cannot be won faster than its parts can be done.

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

/**
 * Seconds a video of unknown length stands for: on another site, with no minutes typed (parts
 * saved before lengths were read). Without it such a part asked for 0 s and counted after half a
 * second of playing; a replay counts towards it, so a shorter video can still be completed.
 */
export const UNKNOWN_VIDEO_SECONDS = 60;

/** Video: seconds of it to play; reading: seconds to stay on it; download and check: none (downloaded, passed). */
export function requiredSeconds(part: PartContent, rules: CompletionRules): number {
  if (part.kind === 'video') {
    // The file's own length first; the typed minutes only for a video whose file this site never read.
    const typed = part.durationMinutes > 0 ? part.durationMinutes * 60 : UNKNOWN_VIDEO_SECONDS;
    const length = part.mediaSeconds ?? typed;
    return Math.ceil((length * rules.videoCompletePercent) / 100);
  }
  if (part.kind === 'reading') {
    const reading = Math.ceil((words(part.content) * 60) / Math.max(1, rules.readingWordsPerMinute));
    return Math.max(rules.readingMinSeconds, reading);
  }
  return 0;
}

/** A part the learner may open, with its lesson; a 404 otherwise. */
export async function visiblePart(cache: ContentCache, scope: LearnerScope, partId: number) {
  const part = await cache.part(partId);
  const lesson = part && (await cache.lesson(part.lessonId));
  if (!part || !lesson || !visibleTo(lesson, scope)) throw notFound('Part not found');
  return { part, lesson };
}

/** The learner's progress in a lesson: the share of its parts they have done. */
export const lessonProgress = (lesson: LessonContent, completed: ReadonlySet<number>) =>
  percent(lesson.parts.filter((item) => completed.has(item.id)).length, lesson.parts.length);

/**
 * After a write about a part, the learner's cached lesson state learns what is news, here at once
 * and in the other processes by announcement: the part opened (the first report of a part starts
 * its lesson: home's "Continúa", the module started) or completed (lesson and module progress,
 * achievements and prizes follow). Not on every report in between.
 */
export async function partStateChanged(
  cache: ContentCache,
  userId: number,
  partId: number,
  change: { opened: boolean; completedNow: boolean },
): Promise<void> {
  const known = await cache.lessonState(userId);
  const openedNow = change.opened && !known.opened.has(partId);
  if (!openedNow && !change.completedNow) return;
  await cache.lessonStateChanged(userId, (lessonState) => {
    if (change.opened) lessonState.opened.add(partId);
    if (change.completedNow) lessonState.completed.add(partId);
  });
}

export async function reportPartProgress(
  db: Database,
  cache: ContentCache,
  scope: LearnerScope,
  partId: number,
  report: PartProgressRequest,
  now: Date,
  channel: LearningChannel = 'site',
): Promise<PartProgressResponse> {
  const { part, lesson } = await visiblePart(cache, scope, partId);
  const rules = await cache.completionRules(scope.allyId);
  const need = requiredSeconds(part, rules);
  const state = await recordPartProgress(db, {
    user: scope.userId,
    part: part.id,
    now,
    kind: part.kind,
    played: part.kind === 'video' ? (report.played_seconds ?? 0) : 0,
    reachedEnd: part.kind === 'reading' && report.reached_end === true,
    downloaded: part.kind === 'download' && report.downloaded === true,
    needSeconds: need,
    scrolledSeconds: rules.readingScrolledSeconds,
    channel,
  });
  await partStateChanged(cache, scope.userId, part.id, { opened: true, completedNow: state.completedNow });
  const lessonState = await cache.lessonState(scope.userId);
  const completed = lessonState.completed.has(part.id);
  const spent = part.kind === 'video' ? state.playedSeconds : state.elapsedSeconds;
  // Scrolled to its end, a reading asks for less time: the player waits only that long to report again.
  const target = part.kind === 'reading' && report.reached_end ? Math.min(need, rules.readingScrolledSeconds) : need;
  return {
    completed,
    lesson_progress: lessonProgress(lesson, lessonState.completed),
    remaining_seconds: completed ? 0 : Math.max(0, Math.ceil(target - spent)),
  };
}
