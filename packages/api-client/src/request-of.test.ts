import { endpoint } from '@aula/contracts/endpoint';
import {
  lessonListResponse,
  lessonScopeQuery,
  type SetRatingResponse,
  setRatingRequest,
  setRatingResponse,
} from '@aula/contracts/lessons';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { type AnswerOf, requestOf, routesOf } from './request-of';

// Declarations made here, so the helper is tested apart from the contracts' real ones.
const declarations = {
  rate: endpoint({
    method: 'POST',
    path: '/api/lessons/{id}/set_rating/',
    access: 'learner',
    domain: 'lessons',
    body: setRatingRequest,
    response: setRatingResponse,
  }),
  newest: endpoint({
    method: 'GET',
    path: '/api/new_lessons/',
    access: 'public',
    domain: 'lessons',
    query: lessonScopeQuery,
    response: lessonListResponse,
  }),
  recommended: endpoint({
    method: 'GET',
    path: '/api/lessons/recommendations/',
    access: 'learner',
    domain: 'lessons',
    response: lessonListResponse,
  }),
};

const routes = routesOf<typeof declarations>()({
  rate: { method: 'POST', path: '/api/lessons/{id}/set_rating/' },
  newest: { method: 'GET', path: '/api/new_lessons/' },
  recommended: { method: 'GET', path: '/api/lessons/recommendations/' },
});

describe('requestOf', () => {
  it('fills the path, keeps the declared method and sends the body', () => {
    expect(requestOf(routes.rate, { path: { id: 12 }, body: { rating: 4 } })).toEqual({
      url: '/api/lessons/12/set_rating/',
      method: 'POST',
      body: { rating: 4 },
    });
  });

  it('sends the query as params and a bare route as a bare GET', () => {
    expect(requestOf(routes.newest, { query: { country: 'mx', ally_code: 'impulsa' } })).toEqual({
      url: '/api/new_lessons/',
      method: 'GET',
      params: { country: 'mx', ally_code: 'impulsa' },
    });
    expect(requestOf(routes.recommended)).toEqual({ url: '/api/lessons/recommendations/', method: 'GET' });
  });

  it('refuses at run time a path value that is missing', () => {
    expect(() => requestOf(routes.rate, { path: { id: '' }, body: { rating: 4 } })).toThrow('{id}');
  });

  it('types the answer from the declared response', () => {
    expectTypeOf<AnswerOf<typeof routes.rate>>().toEqualTypeOf<SetRatingResponse>();
  });
});

describe('requests that do not compile', () => {
  it('refuses a body, a path value or a query the declaration does not have', () => {
    const wrong = () => [
      // @ts-expect-error the path names {id}, not lessonId
      requestOf(routes.rate, { path: { lessonId: 12 }, body: { rating: 4 } }),
      // @ts-expect-error the declared body is { rating: number }
      requestOf(routes.rate, { path: { id: 12 }, body: { stars: 4 } }),
      // @ts-expect-error the rating needs its body
      requestOf(routes.rate, { path: { id: 12 } }),
      // @ts-expect-error the list takes no body
      requestOf(routes.recommended, { body: {} }),
      // @ts-expect-error the public list needs its scope
      requestOf(routes.newest),
    ];
    expect(wrong).toBeTypeOf('function');
  });

  it('refuses a route whose path or method differs from its declaration, or that is not declared', () => {
    const table = () => [
      routesOf<typeof declarations>()({
        // @ts-expect-error a typo in the path
        rate: { method: 'POST', path: '/api/lessons/{id}/set_ratings/' },
      }),
      routesOf<typeof declarations>()({
        // @ts-expect-error the declaration says POST
        rate: { method: 'PUT', path: '/api/lessons/{id}/set_rating/' },
      }),
      routesOf<typeof declarations>()({
        // @ts-expect-error no declaration of that name
        rateTwice: { method: 'POST', path: '/api/lessons/{id}/set_rating/' },
      }),
    ];
    expect(table).toBeTypeOf('function');
  });
});
