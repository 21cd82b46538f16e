import { fillPath } from '@aula/contracts/endpoint';
import { endpointDeclarations, offlineEndpoints } from '@aula/contracts/endpoints';
import { describe, expect, it } from 'vitest';
import { lessonReadUrls } from './offline-requests';
import { offlineKindOf } from './offline-routes';

const kindOf = offlineKindOf(offlineEndpoints);

/** A concrete path of a template, each `{name}` a number as the app asks for it. */
const sample = (path: string) => fillPath(path, new Proxy({}, { get: () => 7 }));

describe('which requests the service worker keeps and queues, by the contracts', () => {
  it('keeps the learner lists home and the module screens read', () => {
    for (const path of [
      '/api/lessons/following/',
      '/api/lessons/recommendations/',
      '/api/new_lessons/',
      '/api/most_viewed_lessons/',
      '/api/favorites/',
      '/api/lesson_modules/',
      '/api/lesson_modules/3/',
      '/api/lesson_modules/3/lessons/',
      '/api/explore_introductions/3/',
    ]) {
      expect(kindOf('GET', path), path).toBe('list');
    }
  });

  it('keeps every answer of one lesson as the lesson, its parts included', () => {
    for (const url of lessonReadUrls(6, [11])) expect(kindOf('GET', url), url).toBe('lesson');
  });

  it('queues favourites, ratings and progress reports, and no other write', () => {
    expect(kindOf('POST', '/api/lessons/12/set_favorite/')).toBe('queued');
    expect(kindOf('POST', '/api/lessons/12/set_rating/')).toBe('queued');
    expect(kindOf('POST', '/api/parts/40/progress/')).toBe('queued');
    expect(kindOf('POST', '/api/logout/')).toBeUndefined();
  });

  it('keeps no write, no staff list and no lesson as a list (bad input: POST, GET of a write, /admin/, a lesson)', () => {
    expect(kindOf('POST', '/api/favorites/')).toBeUndefined();
    expect(kindOf('POST', '/api/lessons/12/')).toBeUndefined();
    expect(kindOf('GET', '/api/lessons/12/set_rating/')).toBeUndefined();
    // Opening a part offline completes nothing: it is kept to read, not sent again once online.
    expect(kindOf('GET', '/api/parts/40/')).toBe('lesson');
    expect(kindOf('GET', '/admin/lesson_modules/')).toBeUndefined();
    expect(kindOf('GET', '/api/profile/')).toBeUndefined();
  });

  it('reads a fixed path as its own endpoint, not as a template it also fits (following is not lesson {id})', () => {
    expect(kindOf('GET', '/api/lessons/following/')).toBe('list');
    expect(offlineKindOf([...offlineEndpoints].reverse())('GET', '/api/lessons/recommendations/')).toBe('list');
  });

  it('gives each declared endpoint its own rule and none to an endpoint without one', () => {
    for (const { method, path, offline } of endpointDeclarations) {
      expect(kindOf(method, sample(path)), `${method} ${path}`).toBe(offline);
    }
  });
});
