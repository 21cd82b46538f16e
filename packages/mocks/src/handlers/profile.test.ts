import { describe, expect, it } from 'vitest';
import { CITY_OUTSIDE_ITS_STATE } from '../fixtures/addresses';
import { callMock } from '../test-client';

const address = CITY_OUTSIDE_ITS_STATE;

describe('mock business data', () => {
  it('refuses a city from another state (Guadalajara in Ciudad de México) naming address.city', async () => {
    const response = await callMock('/api/business_data/', { method: 'PATCH', as: 1, body: { address } });
    expect(response.status).toBe(400);
    expect(response.body.fields).toEqual([{ field: 'address.city', reason: 'is not in this geographic area' }]);
  });

  it('keeps an address whose city is in its state', async () => {
    const body = { address: { ...address, state: 'Jalisco' } };
    const response = await callMock('/api/business_data/', { method: 'PATCH', as: 1, body });
    expect(response.status).toBe(200);
    expect((await callMock('/api/business_data/', { as: 1 })).body.address).toMatchObject({ state: 'Jalisco' });
  });
});
