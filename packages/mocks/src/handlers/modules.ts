import { HttpResponse, http } from 'msw';
import { mockState } from '../state';
import { asStaff, asUser } from './bearer';
import { moduleFor, moduleLessonSummaries, modulesOf, withCounts } from './module-access';
import { idOf, notFound } from './responses';

export const moduleHandlers = [
  http.get(
    '*/api/lesson_modules/',
    asUser(({ user }) =>
      HttpResponse.json({ results: modulesOf(user).map((module) => withCounts(module, { forLearner: true })) }),
    ),
  ),

  http.get<{ id: string }>(
    '*/api/lesson_modules/:id/',
    asUser(({ params, user }) => {
      const module = moduleFor(user, params.id);
      if (!module) return notFound('Module not found');
      return HttpResponse.json({
        ...withCounts(module, { forLearner: true }),
        lessons: moduleLessonSummaries(module.id),
      });
    }),
  ),

  http.get<{ id: string }>(
    '*/api/lesson_modules/:id/lessons/',
    asUser(({ params, user }) => {
      const module = moduleFor(user, params.id);
      return module ? HttpResponse.json({ results: moduleLessonSummaries(module.id) }) : notFound('Module not found');
    }),
  ),

  http.get<{ id: string }>(
    '*/api/lesson_modules/:id/ally_business_types/',
    asUser(({ params, user }) => {
      const module = moduleFor(user, params.id);
      if (!module) return notFound('Module not found');
      const { businessTypes, moduleBusinessTypeIds } = mockState();
      const ids = moduleBusinessTypeIds[module.id] ?? [];
      return HttpResponse.json(businessTypes.filter((type) => ids.includes(type.id)));
    }),
  ),

  http.get(
    '*/admin/lesson_modules/',
    asStaff(() =>
      HttpResponse.json({ results: mockState().modules.map((module) => withCounts(module, { forLearner: false })) }),
    ),
  ),

  http.get<{ id: string }>(
    '*/admin/lesson_modules/:id/lessons/',
    asStaff(({ params }) => {
      const id = idOf(params.id);
      const module = mockState().modules.find((candidate) => candidate.id === id);
      return module
        ? HttpResponse.json({ results: moduleLessonSummaries(module.id, { forLearner: false }) })
        : notFound('Module not found');
    }),
  ),
];
