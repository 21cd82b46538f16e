import { achievementEndpoints } from '@aula/contracts/endpoints/achievements';
import { moduleEndpoints } from '@aula/contracts/endpoints/modules';
import { mockState } from '../state';
import { handle } from './declared';
import { moduleFor, moduleLessonSummaries, modulesOf, withCounts } from './module-access';
import { notFound } from './responses';

export const moduleHandlers = [
  handle(moduleEndpoints.modules, ({ user }) => ({
    results: modulesOf(user).map((module) => withCounts(module, { forLearner: true })),
  })),

  handle(moduleEndpoints.module, ({ params, user }) => {
    const module = moduleFor(user, params.id);
    if (!module) return notFound('Module not found');
    return {
      ...withCounts(module, { forLearner: true }),
      lessons: moduleLessonSummaries(module.id),
      chat: mockState().moduleChats[module.id] ?? null,
    };
  }),

  handle(moduleEndpoints.moduleLessons, ({ params, user }) => {
    const module = moduleFor(user, params.id);
    return module ? { results: moduleLessonSummaries(module.id) } : notFound('Module not found');
  }),

  handle(achievementEndpoints.moduleBusinessTypes, ({ params, user }) => {
    const module = moduleFor(user, params.id);
    if (!module) return notFound('Module not found');
    const { businessTypes, moduleBusinessTypeIds } = mockState();
    const ids = moduleBusinessTypeIds[module.id] ?? [];
    return businessTypes.filter((type) => ids.includes(type.id));
  }),

  handle(moduleEndpoints.staffModules, () => ({
    results: mockState().modules.map((module) => withCounts(module, { forLearner: false })),
  })),

  handle(moduleEndpoints.staffModuleLessons, ({ params }) => {
    const module = mockState().modules.find((candidate) => candidate.id === params.id);
    return module ? { results: moduleLessonSummaries(module.id, { forLearner: false }) } : notFound('Module not found');
  }),
];
