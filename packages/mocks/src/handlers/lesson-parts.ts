import type { SessionUser } from '@aula/contracts/auth';
import { lessonEndpoints } from '@aula/contracts/endpoints/lessons';
import type { PartProgressRequest, PartSummary } from '@aula/contracts/lessons';
import { DEMO_MEDIA } from '@aula/demo-content/media';
import type { LessonFixture } from '../fixtures/lessons';
import { handle } from './declared';
import { learnerCheckOf } from './knowledge-checks';
import { learnerSummaryOf, lessonFor, lessonsAfter, partFor } from './lesson-access';
import { moduleFor } from './module-access';
import { completedOf, recordCompletion, withCompletion } from './part-completion';
import { notFound } from './responses';

/** What the mock asks of a part: the demo video's 80 % (16 of 20 s), a 20 s reading, a download. */
export function mockRequiredSeconds(part: PartSummary): number {
  if (part.kind === 'video') return Math.ceil(DEMO_MEDIA.videoSeconds * 0.8);
  return part.kind === 'reading' ? 20 : 0;
}

/** Seconds of video played per part, as the player reported them. */
const playedSeconds = new WeakMap<LessonFixture, Map<number, number>>();

/**
 * The API judges a report with its own clock; the mock has none and trusts the player: a video
 * counts once its reports add up to the required seconds, a reading once scrolled to its end, a
 * download once downloaded. The lesson's progress is completed parts over parts.
 */
function reportProgress(lesson: LessonFixture, part: PartSummary, report: PartProgressRequest) {
  const played = playedSeconds.get(lesson) ?? new Map<number, number>();
  playedSeconds.set(lesson, played);
  const total = (played.get(part.id) ?? 0) + (report.played_seconds ?? 0);
  played.set(part.id, total);
  const need = mockRequiredSeconds(part);
  // A check counts only by passing it (knowledge-checks.ts), never by a report.
  const done =
    part.kind === 'video'
      ? total >= need
      : part.kind === 'reading'
        ? report.reached_end === true
        : part.kind === 'download' && report.downloaded === true;
  const progress = recordCompletion(lesson, part.id, done);
  const isDone = completedOf(lesson).has(part.id);
  return {
    completed: isDone,
    lesson_progress: progress,
    remaining_seconds: isDone ? 0 : part.kind === 'video' ? Math.max(0, need - total) : need,
  };
}

function partContent(user: SessionUser, part: PartSummary) {
  if (part.kind === 'check')
    return { body_html: '', media_url: null, captions_url: null, check: learnerCheckOf(user, part.id) };
  if (part.kind === 'reading') {
    return {
      body_html: '<p>Lee con calma y toma nota de lo que aplica a tu negocio.</p>',
      media_url: null,
      captions_url: null,
    };
  }
  if (part.kind === 'video') return { body_html: '', media_url: DEMO_MEDIA.video, captions_url: DEMO_MEDIA.captions };
  return { body_html: '', media_url: DEMO_MEDIA.download, captions_url: null };
}

export const lessonPartHandlers = [
  handle(lessonEndpoints.lessonParts, ({ params, user }) => {
    const lesson = lessonFor(user, params.id);
    if (!lesson) return notFound('Lesson not found');
    return { results: lesson.detail.parts.map((part) => withCompletion(lesson, part)) };
  }),

  handle(lessonEndpoints.part, ({ params, user }) => {
    const found = partFor(user, params.id);
    if (!found) return notFound('Part not found');
    const { lesson, part } = found;
    return {
      ...withCompletion(lesson, part),
      ...partContent(user, part),
      lesson_id: lesson.detail.id,
      lesson_progress: lesson.detail.progress,
      required_seconds: mockRequiredSeconds(part),
    };
  }),

  handle(lessonEndpoints.partProgress, ({ params, user, body }) => {
    const found = partFor(user, params.id);
    return found ? reportProgress(found.lesson, found.part, body) : notFound('Part not found');
  }),

  handle(lessonEndpoints.introduction, ({ params, user }) => {
    const lesson = lessonFor(user, params.id);
    if (!lesson) return notFound('Introduction not found');
    const { id, title, introduction } = lesson.detail;
    return { id, title, body_html: `<p>${introduction}</p>`, video_url: null };
  }),

  handle(lessonEndpoints.exploreIntroduction, ({ params, user }) => {
    const module = moduleFor(user, params.id);
    if (!module) return notFound('Introduction not found');
    const { id, title, description } = module;
    return { id, title, body_html: `<p>${description}</p>`, video_url: null };
  }),

  handle(lessonEndpoints.nextLessons, ({ params, user }) => {
    const lesson = lessonFor(user, params.id);
    if (!lesson) return notFound('Lesson not found');
    return { results: lessonsAfter(user, lesson).map((next) => learnerSummaryOf(next.detail)) };
  }),

  handle(lessonEndpoints.hasNextLesson, ({ params, user }) => {
    const lesson = lessonFor(user, params.id);
    if (!lesson) return notFound('Lesson not found');
    const next = lessonsAfter(user, lesson)[0];
    return { has_next_lesson: next !== undefined, next_lesson_id: next?.detail.id ?? null };
  }),
];
