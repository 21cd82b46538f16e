import { describe, expect, it } from 'vitest';
import { landingApi } from './landing';
import { setupStore } from './store';
import { recordRequests } from './test/requests';

describe('landing endpoints', () => {
  it('getLandingPage GETs /api/landing_pages/{code}/', async () => {
    const requests = recordRequests();

    const { data } = await setupStore().dispatch(landingApi.endpoints.getLandingPage.initiate('impulsa'));

    expect(new URL(requests[0]?.url ?? '').pathname).toBe('/api/landing_pages/impulsa/');
    expect(data).toMatchObject({ ally_code: 'impulsa', countries: ['mx', 'co', 'pe'] });
  });

  it('getLandingPage reports a 404 for an unknown ally', async () => {
    const { error } = await setupStore().dispatch(landingApi.endpoints.getLandingPage.initiate('nadie'));
    expect(error).toMatchObject({ status: 404, data: { error: 'not_found' } });
  });
});
