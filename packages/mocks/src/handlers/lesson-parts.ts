import { type PartProgressRequest, type PartSummary, partProgressRequest } from '@aula/contracts/lessons';
import { DEMO_MEDIA } from '@aula/demo-content/media';
import { HttpResponse, http } from 'msw';
import type { LessonFixture } from '../fixtures/lessons';
import { asUser } from './bearer';
import { learnerSummaryOf, lessonFor, lessonsAfter, lessonsOf } from './lesson-access';
import { moduleFor } from './module-access';
import { badRequest, idOf, jsonBody, notFound } from './responses';

/*
 * Completed parts per lesson fixture, first seeded from the fixture's own progress (its first
 * parts count as done). Keyed by the fixture object, so resetMockState (which clones fresh
 * fixtures) forgets them without touching the state module.
 */
const completedParts = new WeakMap<LessonFixture, Set<number>>();

function completedOf(lesson: LessonFixture): Set<number> {
  let done = completedParts.get(lesson);
  if (!done) {
    const { parts, progress } = lesson.detail;
    const count = Math.floor((progress / 100) * parts.length);
    done = new Set(parts.filter((part) => part.order <= count).map((part) => part.id));
    completedParts.set(lesson, done);
  }
  return done;
}

function withCompletion(lesson: LessonFixture, part: PartSummary) {
  return { ...part, completed: completedOf(lesson).has(part.id) };
}

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
  const done =
    part.kind === 'video' ? total >= need : part.kind === 'reading' ? report.reached_end === true : report.downloaded;
  const completed = completedOf(lesson);
  if (done) completed.add(part.id);
  lesson.detail.progress = Math.round((completed.size / lesson.detail.parts.length) * 100);
  const isDone = completed.has(part.id);
  return {
    completed: isDone,
    lesson_progress: lesson.detail.progress,
    remaining_seconds: isDone ? 0 : part.kind === 'video' ? Math.max(0, need - total) : need,
  };
}

function partContent(part: PartSummary) {
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
  http.get<{ id: string }>(
    '*/api/lessons/:id/parts/',
    asUser(({ params, user }) => {
      const lesson = lessonFor(user, params.id);
      if (!lesson) return notFound('Lesson not found');
      return HttpResponse.json({ results: lesson.detail.parts.map((part) => withCompletion(lesson, part)) });
    }),
  ),

  http.get<{ id: string }>(
    '*/api/parts/:id/',
    asUser(({ params, user }) => {
      const id = idOf(params.id);
      const lesson = lessonsOf(user).find(({ detail }) => detail.parts.some((part) => part.id === id));
      const part = lesson?.detail.parts.find((candidate) => candidate.id === id);
      if (!lesson || !part) return notFound('Part not found');
      return HttpResponse.json({
        ...withCompletion(lesson, part),
        ...partContent(part),
        lesson_id: lesson.detail.id,
        lesson_progress: lesson.detail.progress,
        required_seconds: mockRequiredSeconds(part),
      });
    }),
  ),

  http.post<{ id: string }>(
    '*/api/parts/:id/progress/',
    asUser(async ({ params, user, request }) => {
      const id = idOf(params.id);
      const lesson = lessonsOf(user).find(({ detail }) => detail.parts.some((part) => part.id === id));
      const part = lesson?.detail.parts.find((candidate) => candidate.id === id);
      if (!lesson || !part) return notFound('Part not found');
      const parsed = partProgressRequest.safeParse(await jsonBody(request));
      if (!parsed.success) return badRequest(parsed.error.issues);
      return HttpResponse.json(reportProgress(lesson, part, parsed.data));
    }),
  ),

  http.get<{ id: string }>(
    '*/api/introductions/:id/',
    asUser(({ params, user }) => {
      const lesson = lessonFor(user, params.id);
      if (!lesson) return notFound('Introduction not found');
      const { id, title, introduction } = lesson.detail;
      return HttpResponse.json({ id, title, body_html: `<p>${introduction}</p>`, video_url: null });
    }),
  ),

  http.get<{ id: string }>(
    '*/api/explore_introductions/:id/',
    asUser(({ params, user }) => {
      const module = moduleFor(user, params.id);
      if (!module) return notFound('Introduction not found');
      const { id, title, description } = module;
      return HttpResponse.json({ id, title, body_html: `<p>${description}</p>`, video_url: null });
    }),
  ),

  http.get<{ id: string }>(
    '*/api/lessons/:id/next_lessons/',
    asUser(({ params, user }) => {
      const lesson = lessonFor(user, params.id);
      if (!lesson) return notFound('Lesson not found');
      return HttpResponse.json({ results: lessonsAfter(user, lesson).map((next) => learnerSummaryOf(next.detail)) });
    }),
  ),

  http.get<{ id: string }>(
    '*/api/lessons/:id/has_next_lesson/',
    asUser(({ params, user }) => {
      const lesson = lessonFor(user, params.id);
      if (!lesson) return notFound('Lesson not found');
      const next = lessonsAfter(user, lesson)[0];
      return HttpResponse.json({ has_next_lesson: next !== undefined, next_lesson_id: next?.detail.id ?? null });
    }),
  ),
];
