import type { CallExamples } from './types';

/** The console's curriculum calls (issue 28): modules, lessons and parts of the acting ally. */
export const consoleCurriculumExamples: CallExamples = {
  'GET /api/console/modules/': { endpoint: 'getConsoleModules', url: '/api/console/modules/' },
  'POST /api/console/modules/': {
    endpoint: 'createConsoleModule',
    args: { title: 'Cuentas claras' },
    url: '/api/console/modules/',
    body: { title: 'Cuentas claras' },
  },
  'PUT /api/console/modules/order/': {
    endpoint: 'reorderConsoleModules',
    args: [102, 101],
    url: '/api/console/modules/order/',
    body: { ids: [102, 101] },
  },
  'GET /api/console/modules/{id}/': { endpoint: 'getConsoleModule', args: 101, url: '/api/console/modules/101/' },
  'PUT /api/console/modules/{id}/': {
    endpoint: 'updateConsoleModule',
    args: { id: 101, body: { title: 'Vende más', version: 3 } },
    url: '/api/console/modules/101/',
    body: { title: 'Vende más', version: 3 },
  },
  'PUT /api/console/modules/{id}/publication/': {
    endpoint: 'publishConsoleModule',
    args: { id: 102, version: 1, published: true },
    url: '/api/console/modules/102/publication/',
    body: { version: 1, published: true },
  },
  'DELETE /api/console/modules/{id}/': {
    endpoint: 'deleteConsoleModule',
    args: { id: 102, confirm: true },
    url: '/api/console/modules/102/?confirm=true',
  },
  'POST /api/console/modules/{id}/lessons/': {
    endpoint: 'createConsoleLesson',
    args: { moduleId: 102, body: { title: 'Tu presupuesto' } },
    url: '/api/console/modules/102/lessons/',
    body: { title: 'Tu presupuesto' },
  },
  'PUT /api/console/modules/{id}/lessons/order/': {
    endpoint: 'reorderConsoleLessons',
    args: { moduleId: 101, ids: [1002, 1001] },
    url: '/api/console/modules/101/lessons/order/',
    body: { ids: [1002, 1001] },
  },
  'GET /api/console/lessons/{id}/': { endpoint: 'getConsoleLesson', args: 1001, url: '/api/console/lessons/1001/' },
  'PUT /api/console/lessons/{id}/': {
    endpoint: 'updateConsoleLesson',
    args: { id: 1002, body: { title: 'Promociones', version: 1 } },
    url: '/api/console/lessons/1002/',
    body: { title: 'Promociones', version: 1 },
  },
  'PUT /api/console/lessons/{id}/publication/': {
    endpoint: 'publishConsoleLesson',
    args: { id: 1002, version: 1, published: true },
    url: '/api/console/lessons/1002/publication/',
    body: { version: 1, published: true },
  },
  'DELETE /api/console/lessons/{id}/': {
    endpoint: 'deleteConsoleLesson',
    args: { id: 1002 },
    url: '/api/console/lessons/1002/?confirm=false',
  },
  'POST /api/console/lessons/{id}/parts/': {
    endpoint: 'createConsolePart',
    args: { lessonId: 1002, body: { title: 'Lectura', kind: 'reading', body_html: '<p>Hola</p>' } },
    url: '/api/console/lessons/1002/parts/',
    body: { title: 'Lectura', kind: 'reading', body_html: '<p>Hola</p>' },
  },
  'PUT /api/console/lessons/{id}/parts/order/': {
    endpoint: 'reorderConsoleParts',
    args: { lessonId: 1001, ids: [5004, 5003, 5002, 5001] },
    url: '/api/console/lessons/1001/parts/order/',
    body: { ids: [5004, 5003, 5002, 5001] },
  },
  'PUT /api/console/parts/{id}/': {
    endpoint: 'updateConsolePart',
    args: {
      id: 5002,
      lessonId: 1001,
      body: { title: 'Lectura', kind: 'reading', body_html: '<p>Hola</p>', version: 1 },
    },
    url: '/api/console/parts/5002/',
    body: { title: 'Lectura', kind: 'reading', body_html: '<p>Hola</p>', version: 1 },
  },
  'DELETE /api/console/parts/{id}/': {
    endpoint: 'deleteConsolePart',
    args: { id: 5003, lessonId: 1001, confirm: true },
    url: '/api/console/parts/5003/?confirm=true',
  },
};
