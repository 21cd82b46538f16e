import type { PartSummary } from '@aula/contracts/lessons';
import { DEMO_MEDIA } from '@aula/demo-content/media';
import { HttpResponse, http } from 'msw';
import type { LessonFixture } from '../fixtures/lessons';
import { asUser } from './bearer';
import { learnerSummaryOf, lessonFor, lessonsAfter, lessonsOf } from './lesson-access';
import { moduleFor } from './module-access';
import { idOf, notFound } from './responses';

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

/** Spec: fetching a part completes it; the lesson's progress is completed parts over parts. */
function openPart(lesson: LessonFixture, part: PartSummary) {
  const done = completedOf(lesson).add(part.id);
  lesson.detail.progress = Math.round((done.size / lesson.detail.parts.length) * 100);
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
      openPart(lesson, part);
      return HttpResponse.json({
        ...withCompletion(lesson, part),
        ...partContent(part),
        lesson_id: lesson.detail.id,
        lesson_progress: lesson.detail.progress,
      });
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
