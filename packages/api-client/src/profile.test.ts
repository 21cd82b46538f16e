import { levelsMaturity } from '@aula/mocks/fixtures/catalogs-business';
import { describe, expect, it, vi } from 'vitest';
import { profileApi } from './profile';
import { setupStore } from './store';
import { setCookie } from './test/cookies';
import { recordRequests, requestLines } from './test/requests';

async function storeWithProfile() {
  setCookie('token', 'mock-token-1');
  const store = setupStore();
  await store.dispatch(profileApi.endpoints.getPersonalData.initiate());
  await store.dispatch(profileApi.endpoints.getBusinessData.initiate());
  return store;
}

describe('profile endpoints', () => {
  it('PATCH personal data sends only the changed fields and refreshes personal data alone', async () => {
    const store = await storeWithProfile();
    const requests = recordRequests();

    await store.dispatch(profileApi.endpoints.updatePersonalData.initiate({ first_name: 'María José' }));

    await vi.waitFor(() =>
      expect(profileApi.endpoints.getPersonalData.select()(store.getState()).data?.first_name).toBe('María José'),
    );
    expect(requestLines(requests)).toEqual(['PATCH /api/personal_data/', 'GET /api/personal_data/']);
    expect(await requests[0]?.json()).toEqual({ first_name: 'María José' });
  });

  it('PATCH business data refreshes business data alone', async () => {
    const store = await storeWithProfile();
    const requests = recordRequests();

    await store.dispatch(profileApi.endpoints.updateBusinessData.initiate({ founded_year: 2020 }));

    await vi.waitFor(() =>
      expect(profileApi.endpoints.getBusinessData.select()(store.getState()).data?.founded_year).toBe(2020),
    );
    expect(requestLines(requests)).toEqual(['PATCH /api/business_data/', 'GET /api/business_data/']);
  });

  it('the business survey answers with the maturity level', async () => {
    setCookie('token', 'mock-token-1');
    const survey = { answers: [{ question: 'sales_records', value: 5 }] };

    const { data } = await setupStore().dispatch(profileApi.endpoints.submitBusinessSurvey.initiate(survey));

    // The highest answer places the business in the highest level.
    expect(data).toMatchObject({ score: 5, level_maturity: { name: levelsMaturity.at(-1)?.name } });
  });
});
