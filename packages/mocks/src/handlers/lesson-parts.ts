import type { LessonDetail, PartSummary } from '@aula/contracts/lessons';
import { HttpResponse, http } from 'msw';
import { lessonSummaryOf } from '../fixtures/lessons';
import { asUser } from './bearer';
import { lessonFor, lessonsAfter, lessonsOf } from './lesson-access';
import { moduleFor } from './module-access';
import { idOf, notFound } from './responses';

/** Parts count as completed in order, as far as the lesson's progress reaches. */
function withCompletion(detail: LessonDetail, part: PartSummary) {
  const completedParts = Math.floor((detail.progress / 100) * detail.parts.length);
  return { ...part, completed: part.order <= completedParts };
}

function partContent(part: PartSummary) {
  if (part.kind === 'reading') {
    return {
      body_html: `<h2>${part.title}</h2><p>Lee con calma y toma nota de lo que aplica a tu negocio.</p>`,
      media_url: null,
    };
  }
  const extension = part.kind === 'video' ? 'mp4' : 'pdf';
  return { body_html: '', media_url: `https://cdn.aula.example/partes/${part.id}.${extension}` };
}

export const lessonPartHandlers = [
  http.get<{ id: string }>(
    '*/api/lessons/:id/parts/',
    asUser(({ params, user }) => {
      const lesson = lessonFor(user, params.id);
      if (!lesson) return notFound('Lesson not found');
      return HttpResponse.json({ results: lesson.detail.parts.map((part) => withCompletion(lesson.detail, part)) });
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
        ...withCompletion(lesson.detail, part),
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
      return HttpResponse.json({ results: lessonsAfter(user, lesson).map((next) => lessonSummaryOf(next.detail)) });
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
