import { endpoint } from '@aula/contracts/endpoint';
import { catalogEndpoints } from '@aula/contracts/endpoints/catalogs';
import { lessonEndpoints } from '@aula/contracts/endpoints/lessons';
import Fastify, { type FastifyRequest, type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { route, type ZodApp } from '../src/lib/declared-route';
import { unauthorized } from '../src/lib/http-error';

/** A bare app under /api whose `authenticate` lets in only `Bearer learner`. */
async function appWith(register: (app: ZodApp) => void) {
  const app = Fastify().withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('authenticate', async (request: FastifyRequest) => {
    if (request.headers.authorization !== 'Bearer learner') throw unauthorized();
  });
  const routes: RouteOptions[] = [];
  app.addHook('onRoute', (options) => {
    routes.push(options);
  });
  await app.register(async (api) => register(api), { prefix: '/api' });
  await app.ready();
  return { app, routes };
}

describe('route(app, declaration, handler)', () => {
  it('registers the declared method and path under the plugin prefix, validating the params', async () => {
    const { app } = await appWith((api) =>
      route(api, lessonEndpoints.setRating, async (request) => ({
        rating: request.body.rating,
        rating_average: request.params.id,
        rating_count: 1,
      })),
    );
    const learner = { authorization: 'Bearer learner' };
    const rated = await app.inject({
      method: 'POST',
      url: '/api/lessons/4/set_rating/',
      headers: learner,
      payload: { rating: 5 },
    });
    expect(rated.json()).toEqual({ rating: 5, rating_average: 4, rating_count: 1 });
    const malformed = await app.inject({
      method: 'POST',
      url: '/api/lessons/x/set_rating/',
      headers: learner,
      payload: { rating: 5 },
    });
    expect(malformed.statusCode).toBe(400);
    expect((await app.inject({ method: 'GET', url: '/api/lessons/4/set_rating/' })).statusCode).toBe(404);
  });

  it('guards a learner route before validation: no session is 401 whatever the input', async () => {
    const { app } = await appWith((api) =>
      route(api, lessonEndpoints.setRating, async () => ({ rating: 1, rating_average: 1, rating_count: 1 })),
    );
    const anonymous = await app.inject({ method: 'POST', url: '/api/lessons/x/set_rating/', payload: {} });
    expect(anonymous.statusCode).toBe(401);
  });

  it('marks a public route with its cache tags and leaves it unguarded', async () => {
    const { app, routes } = await appWith((api) => route(api, catalogEndpoints.countries, async () => []));
    expect((await app.inject({ method: 'GET', url: '/api/catalogs/countries/' })).json()).toEqual([]);
    expect(routes[0]?.config).toEqual({ endpoint: catalogEndpoints.countries, publicCache: ['catalogs'] });
  });

  it('refuses a declaration outside the prefix it is registered under', async () => {
    await expect(appWith((api) => route(api, catalogEndpoints.businessTypes, async () => []))).rejects.toThrow(
      '/admin/catalogs/business_types/ is registered under /api',
    );
  });
});

describe('what cannot compile', () => {
  // Never called: the type checker (tsc over test/) is what runs these.
  function typeChecks(api: ZodApp) {
    // @ts-expect-error the answer says `favourite`, the declaration `favorite`
    route(api, lessonEndpoints.setFavorite, async () => ({ favourite: true }));
    route(api, lessonEndpoints.setFavorite, async (request) => {
      expectTypeOf(request.params).toEqualTypeOf<{ id: number }>();
      // @ts-expect-error the path has {id}, no {lessonId}
      const read: unknown = request.params.lessonId;
      return { favorite: Boolean(read) };
    });
    // @ts-expect-error no endpoint is declared under this name
    route(api, lessonEndpoints.setFavourite, async () => ({ favorite: true }));
    return endpoint({
      method: 'GET',
      path: '/api/lessons/{lesonId}/',
      access: 'learner',
      domain: 'lessons',
      // @ts-expect-error the typo'd path names {lesonId}, the params {id}
      params: z.object({ id: z.coerce.number() }),
      response: z.object({}),
    });
  }

  it('is checked by the type checker', () => {
    expect(typeChecks).toBeTypeOf('function');
  });
});
