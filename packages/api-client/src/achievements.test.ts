import { describe, expect, it, vi } from 'vitest';
import { achievementsApi } from './achievements';
import { setupStore } from './store';
import { setCookie } from './test/cookies';
import { recordRequests, requestLines } from './test/requests';

const address = {
  recipient_name: 'Carlos Méndez',
  phone_number: '+525550000002',
  street: 'Calle Hidalgo',
  exterior_number: '15',
  neighborhood: 'Centro',
  city: 'Guadalajara',
  state: 'Jalisco',
  postal_code: '44100',
  country: 'mx',
};

describe('achievement endpoints', () => {
  it('reads prize access on its first emission only: a screen mounted again reuses the answer', async () => {
    setCookie('token', 'mock-token-1');
    const requests = recordRequests();
    const store = setupStore();

    const first = store.dispatch(achievementsApi.endpoints.getPrizeAccess.initiate(1));
    await first;
    first.unsubscribe();
    const again = await store.dispatch(achievementsApi.endpoints.getPrizeAccess.initiate(1));

    expect(requestLines(requests)).toEqual(['GET /api/achievements/1/prize_access/']);
    expect(again.data).toMatchObject({ achievement_id: 1, kind: 'webinar', webinar: { id: 31, join_url: null } });
  });

  it('redeeming a webinar code refreshes that achievement and its prize access', async () => {
    setCookie('token', 'mock-token-1');
    const store = setupStore();
    await store.dispatch(achievementsApi.endpoints.getAchievement.initiate(1));
    await store.dispatch(achievementsApi.endpoints.getPrizeAccess.initiate(1));
    await store.dispatch(achievementsApi.endpoints.getAchievement.initiate(2));
    const requests = recordRequests();

    await store.dispatch(
      achievementsApi.endpoints.redeemWebinarCode.initiate({
        webinarId: 31,
        achievementId: 1,
        code: 'AULA-WEBINAR-01',
      }),
    );

    await vi.waitFor(() => expect(requests).toHaveLength(3));
    expect(requestLines(requests).sort()).toEqual([
      'GET /api/achievements/1/',
      'GET /api/achievements/1/prize_access/',
      'POST /api/webinars/31/redeem_code/',
    ]);
    await vi.waitFor(() =>
      expect(achievementsApi.endpoints.getPrizeAccess.select(1)(store.getState()).data?.webinar?.join_url).toMatch(
        /^https:/,
      ),
    );
  });

  it('sending the shipping address refreshes that achievement and its prize access', async () => {
    setCookie('token', 'mock-token-2');
    const store = setupStore();
    await store.dispatch(achievementsApi.endpoints.getAchievement.initiate(3));
    await store.dispatch(achievementsApi.endpoints.getPrizeAccess.initiate(3));
    const requests = recordRequests();

    await store.dispatch(achievementsApi.endpoints.submitAchievementUserData.initiate({ achievementId: 3, address }));

    await vi.waitFor(() =>
      expect(achievementsApi.endpoints.getAchievement.select(3)(store.getState()).data?.user_data_submitted).toBe(true),
    );
    expect(requestLines(requests).sort()).toEqual([
      'GET /api/achievements/3/',
      'GET /api/achievements/3/prize_access/',
      'POST /api/achievements/3/user_data/',
    ]);
  });
});
