import { describe, expect, it } from 'vitest';
import type { EndpointDeclaration } from './endpoint';
import { endpointDeclarations, offlineEndpoints } from './endpoints';

type Declared = Pick<EndpointDeclaration, 'method' | 'path' | 'access' | 'offline'>;

/**
 * What an offline rule may be: a kept answer is a read; a queued write changes the signed-in
 * learner's own record (replayed with their cookie, so never anyone else's) by a method that has a
 * body to send again.
 */
function offlineRuleProblems(declarations: readonly Declared[]): string[] {
  return declarations.flatMap(({ method, path, access, offline }) => {
    if (offline === 'queued') {
      const problems = [];
      if (!['POST', 'PUT', 'PATCH'].includes(method))
        problems.push(`${method} ${path}: a queued write is not a ${method}`);
      if (access !== 'learner') problems.push(`${method} ${path}: a queued write is a learner's, not ${access}`);
      return problems;
    }
    if (offline && method !== 'GET') return [`${method} ${path}: a kept ${offline} answer is a read`];
    return [];
  });
}

describe('the offline rules declared on the endpoints', () => {
  it('keep the lessons and lists a learner reads and queue the writes they make offline, no more', () => {
    expect(offlineEndpoints.map(({ method, path, offline }) => `${offline} ${method} ${path}`).sort()).toEqual(
      [
        'lesson GET /api/lessons/{id}/',
        'lesson GET /api/lessons/{id}/parts/',
        'lesson GET /api/parts/{id}/',
        'lesson GET /api/introductions/{id}/',
        'lesson GET /api/lessons/{id}/has_next_lesson/',
        'list GET /api/new_lessons/',
        'list GET /api/most_viewed_lessons/',
        'list GET /api/lessons/recommendations/',
        'list GET /api/lessons/following/',
        'list GET /api/favorites/',
        'list GET /api/lesson_modules/',
        'list GET /api/lesson_modules/{id}/',
        'list GET /api/lesson_modules/{id}/lessons/',
        'list GET /api/explore_introductions/{id}/',
        'queued POST /api/lessons/{id}/set_favorite/',
        'queued POST /api/lessons/{id}/set_rating/',
        'queued POST /api/parts/{id}/check_attempts/',
        'queued POST /api/parts/{id}/progress/',
      ].sort(),
    );
  });

  it('are the declarations that carry one, as the worker is given them', () => {
    const declared = endpointDeclarations.filter((declaration) => declaration.offline);
    expect(offlineEndpoints).toEqual(declared.map(({ method, path, offline }) => ({ method, path, offline })));
  });

  it('queue only learner writes and keep only reads', () => {
    expect(offlineRuleProblems(endpointDeclarations)).toEqual([]);
  });

  it('turn away a read marked queued, a public or staff write marked queued and a write marked kept (bad input)', () => {
    const bad: Declared[] = [
      { method: 'GET', path: '/api/lessons/{id}/', access: 'learner', offline: 'queued' },
      { method: 'POST', path: '/api/login/', access: 'public', offline: 'queued' },
      { method: 'PATCH', path: '/api/console/lessons/{id}/', access: 'editor', offline: 'queued' },
      { method: 'DELETE', path: '/api/sessions/{id}/', access: 'learner', offline: 'queued' },
      { method: 'POST', path: '/api/lessons/{id}/set_rating/', access: 'learner', offline: 'list' },
    ];
    expect(offlineRuleProblems(bad)).toEqual([
      'GET /api/lessons/{id}/: a queued write is not a GET',
      "POST /api/login/: a queued write is a learner's, not public",
      "PATCH /api/console/lessons/{id}/: a queued write is a learner's, not editor",
      'DELETE /api/sessions/{id}/: a queued write is not a DELETE',
      'POST /api/lessons/{id}/set_rating/: a kept list answer is a read',
    ]);
  });
});
