import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { colonPath, endpoint, fillPath, type PathValues, pathMatcher, type ResponseOf } from './endpoint';

const rating = endpoint({
  method: 'POST',
  path: '/api/lessons/{id}/set_rating/',
  access: 'learner',
  domain: 'lessons',
  params: z.object({ id: z.coerce.number() }),
  body: z.object({ rating: z.number() }),
  response: z.object({ rating: z.number() }),
});

describe('endpoint', () => {
  it('fills each {name} of the path and refuses a missing value', () => {
    expect(fillPath(rating.path, { id: 3 })).toBe('/api/lessons/3/set_rating/');
    expect(fillPath('/api/{c}/posts/slug/{slug}/', { c: 'mx', slug: 'a b' })).toBe('/api/mx/posts/slug/a%20b/');
    expect(() => fillPath(rating.path, {} as PathValues<typeof rating.path>)).toThrow('{id}');
  });

  it('gives Fastify and msw the colon form', () => {
    expect(colonPath(rating.path)).toBe('/api/lessons/:id/set_rating/');
  });

  it('matches concrete paths of the template and nothing else', () => {
    expect(pathMatcher(rating.path)('/api/lessons/12/set_rating/')).toBe(true);
    expect(pathMatcher(rating.path)('/api/lessons/12/set_rating/x')).toBe(false);
    expect(pathMatcher('/api/new_lessons/')('/api/new_lessons/')).toBe(true);
    expect(pathMatcher('/api/new_lessons/')('/api/new_lessonsX/')).toBe(false);
  });

  it('keeps the literal path and the schemas in the type', () => {
    expectTypeOf(rating.path).toEqualTypeOf<'/api/lessons/{id}/set_rating/'>();
    expectTypeOf<PathValues<typeof rating.path>>().toEqualTypeOf<{ id: string | number }>();
    expectTypeOf<ResponseOf<typeof rating>>().toEqualTypeOf<{ rating: number }>();
    // @ts-expect-error a path value the template does not name
    expect(() => fillPath(rating.path, { lessonId: 3 })).toThrow();
  });
});

describe('endpoint declarations that cannot compile', () => {
  it('refuses params that do not name the path parameters', () => {
    const declare = () =>
      endpoint({
        method: 'GET',
        path: '/api/lessons/{id}/',
        access: 'learner',
        domain: 'lessons',
        // @ts-expect-error the path says {id}, the params say lessonId
        params: z.object({ lessonId: z.coerce.number() }),
        response: z.object({}),
      });
    expect(declare().path).toBe('/api/lessons/{id}/');
  });
});
