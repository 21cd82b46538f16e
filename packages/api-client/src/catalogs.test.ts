import { describe, expect, it } from 'vitest';
import { catalogsApi } from './catalogs';
import { setupStore } from './store';
import { recordRequests } from './test/requests';

describe('catalog endpoints', () => {
  it('getCountries GETs /api/catalogs/countries/ and returns the list', async () => {
    const requests = recordRequests();
    const store = setupStore();

    const { data } = await store.dispatch(catalogsApi.endpoints.getCountries.initiate());

    expect(requests.map((request) => [request.method, new URL(request.url).pathname])).toEqual([
      ['GET', '/api/catalogs/countries/'],
    ]);
    expect(data?.map((country) => country.name)).toEqual(['México', 'Colombia', 'Perú']);
  });

  it('each store answers repeated anonymous requests from its own public cache', async () => {
    const requests = recordRequests();
    const first = setupStore();
    const second = setupStore();

    await first.dispatch(catalogsApi.endpoints.getCountries.initiate(undefined, { forceRefetch: true }));
    await first.dispatch(catalogsApi.endpoints.getCountries.initiate(undefined, { forceRefetch: true }));
    await second.dispatch(catalogsApi.endpoints.getCountries.initiate());

    expect(requests).toHaveLength(2);
  });
});
