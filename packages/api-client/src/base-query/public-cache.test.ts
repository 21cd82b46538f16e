import { describe, expect, it } from 'vitest';
import { fakeBaseQueryApi } from '../test/base-query-api';
import { setCookie } from '../test/cookies';
import { colombianLesson } from '../test/demo';
import { recordRequests } from '../test/requests';
import { fetchFromApi } from './fetch-from-api';
import { createPublicCache, withPublicCache } from './public-cache';

const baseQuery = withPublicCache(fetchFromApi);

describe('public cache step', () => {
  it('answers a repeated anonymous countries request from the cache without a network call', async () => {
    const api = fakeBaseQueryApi();
    const requests = recordRequests();

    const first = await baseQuery('/api/catalogs/countries/', api, {});
    const second = await baseQuery('/api/catalogs/countries/', api, {});

    expect(requests).toHaveLength(1);
    expect(second.data).toEqual(first.data);
    expect(second.data).toHaveLength(3);
    expect(second.meta?.response?.status).toBe(200);
  });

  it('keys the cache by the full url, query string included', async () => {
    const api = fakeBaseQueryApi();
    const requests = recordRequests();
    const scope = (country: string) => ({ url: '/api/new_lessons/', params: { country, ally_code: 'impulsa' } });

    await baseQuery(scope('mx'), api, {});
    const colombia = await baseQuery(scope('co'), api, {});
    await baseQuery(scope('mx'), api, {});

    expect(requests.map((request) => new URL(request.url).search)).toEqual([
      '?country=mx&ally_code=impulsa',
      '?country=co&ally_code=impulsa',
    ]);
    expect(colombia.data).toMatchObject({
      results: expect.arrayContaining([expect.objectContaining({ id: colombianLesson.id })]),
    });
  });

  it('does not cache when signed in', async () => {
    setCookie('user_access', 'learner');
    const api = fakeBaseQueryApi();
    const requests = recordRequests();

    await baseQuery('/api/catalogs/countries/', api, {});
    await baseQuery('/api/catalogs/countries/', api, {});

    expect(requests).toHaveLength(2);
  });

  it('does not cache errors', async () => {
    const api = fakeBaseQueryApi();
    const requests = recordRequests();

    const first = await baseQuery('/api/landing_pages/nadie/', api, {});
    await baseQuery('/api/landing_pages/nadie/', api, {});

    expect(first.error).toMatchObject({ status: 404 });
    expect(requests).toHaveLength(2);
  });

  it('keeps any GET the contracts declare public, whatever its path values', async () => {
    const api = fakeBaseQueryApi();
    const requests = recordRequests();
    await baseQuery('/api/landing_pages/crecer/', api, {});
    await baseQuery('/api/landing_pages/crecer/', api, {});
    await baseQuery('/api/landing_pages/impulsa/', api, {});
    expect(requests.map((request) => new URL(request.url).pathname)).toEqual([
      '/api/landing_pages/crecer/',
      '/api/landing_pages/impulsa/',
    ]);
  });

  it('leaves urls outside the public list alone', async () => {
    const api = fakeBaseQueryApi();
    const requests = recordRequests();

    await baseQuery('/api/lessons/101/', api, {});
    await baseQuery('/api/lessons/101/', api, {});

    expect(requests).toHaveLength(2);
  });

  it('gives each cache its own entries', async () => {
    const requests = recordRequests();

    await baseQuery('/api/catalogs/reviews/', fakeBaseQueryApi({ extra: { publicCache: createPublicCache() } }), {});
    await baseQuery('/api/catalogs/reviews/', fakeBaseQueryApi({ extra: { publicCache: createPublicCache() } }), {});

    expect(requests).toHaveLength(2);
  });
});
