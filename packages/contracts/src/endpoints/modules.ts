// Lesson modules: the learner's own (their ally and country) and staff listings across allies.
import { idParams } from '../common';
import { endpoint } from '../endpoint';
import { lessonModuleDetail, lessonModulesResponse, moduleLessonsResponse } from '../modules';

const learner = { domain: 'modules', access: 'learner', method: 'GET' } as const;
const staff = { domain: 'modules', access: 'staff', method: 'GET' } as const;

export const moduleEndpoints = {
  modules: endpoint({
    ...learner,
    offline: 'list',
    path: '/api/lesson_modules/',
    summary: "The learner's modules with their progress",
    response: lessonModulesResponse,
    errors: [401],
  }),
  module: endpoint({
    ...learner,
    offline: 'list',
    path: '/api/lesson_modules/{id}/',
    summary: 'One module with its lessons',
    params: idParams,
    response: lessonModuleDetail,
    errors: [400, 401, 404],
  }),
  moduleLessons: endpoint({
    ...learner,
    offline: 'list',
    path: '/api/lesson_modules/{id}/lessons/',
    summary: "A module's lessons",
    params: idParams,
    response: moduleLessonsResponse,
    errors: [400, 401, 404],
  }),
  staffModules: endpoint({
    ...staff,
    path: '/admin/lesson_modules/',
    summary: 'Every module of every ally, drafts included',
    response: lessonModulesResponse,
    errors: [401, 403],
  }),
  staffModuleLessons: endpoint({
    ...staff,
    path: '/admin/lesson_modules/{id}/lessons/',
    summary: "A module's lessons, drafts included",
    params: idParams,
    response: moduleLessonsResponse,
    errors: [400, 401, 403, 404],
  }),
};
