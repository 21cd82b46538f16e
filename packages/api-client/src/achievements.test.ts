import { JOSE_SHIPPING_ADDRESS } from '@aula/mocks/fixtures/addresses';
import { describe, expect, it, vi } from 'vitest';
import { achievementsApi } from './achievements';
import { setupStore } from './store';
import { setCookie } from './test/cookies';
import {
  financesAchievement,
  scaleAchievement,
  sellerAchievement,
  sellerWebinarCode,
  sellerWebinarId,
} from './test/demo';
import { recordRequests, requestLines } from './test/requests';

const seller = sellerAchievement.achievement.id;
const scale = scaleAchievement.achievement.id;

const address = JOSE_SHIPPING_ADDRESS;

describe('achievement endpoints', () => {
  it('reads prize access on its first emission only: a screen mounted again reuses the answer', async () => {
    setCookie('token', 'mock-token-1');
    const requests = recordRequests();
    const store = setupStore();

    const first = store.dispatch(achievementsApi.endpoints.getPrizeAccess.initiate(seller));
    await first;
    first.unsubscribe();
    const again = await store.dispatch(achievementsApi.endpoints.getPrizeAccess.initiate(seller));

    expect(requestLines(requests)).toEqual([`GET /api/achievements/${seller}/prize_access/`]);
    expect(again.data).toMatchObject({
      achievement_id: seller,
      kind: 'webinar',
      webinar: { id: sellerWebinarId, join_url: null },
    });
  });

  it('redeeming a webinar code refreshes that achievement and its prize access', async () => {
    setCookie('token', 'mock-token-1');
    const store = setupStore();
    await store.dispatch(achievementsApi.endpoints.getAchievement.initiate(seller));
    await store.dispatch(achievementsApi.endpoints.getPrizeAccess.initiate(seller));
    await store.dispatch(achievementsApi.endpoints.getAchievement.initiate(financesAchievement.achievement.id));
    const requests = recordRequests();

    await store.dispatch(
      achievementsApi.endpoints.redeemWebinarCode.initiate({
        webinarId: sellerWebinarId,
        achievementId: seller,
        code: sellerWebinarCode,
      }),
    );

    await vi.waitFor(() => expect(requests).toHaveLength(3));
    expect(requestLines(requests).sort()).toEqual([
      `GET /api/achievements/${seller}/`,
      `GET /api/achievements/${seller}/prize_access/`,
      `POST /api/webinars/${sellerWebinarId}/redeem_code/`,
    ]);
    await vi.waitFor(() =>
      expect(achievementsApi.endpoints.getPrizeAccess.select(seller)(store.getState()).data?.webinar?.join_url).toMatch(
        /^https:/,
      ),
    );
  });

  it('sending the shipping address refreshes that achievement and its prize access', async () => {
    setCookie('token', 'mock-token-2');
    const store = setupStore();
    await store.dispatch(achievementsApi.endpoints.getAchievement.initiate(scale));
    await store.dispatch(achievementsApi.endpoints.getPrizeAccess.initiate(scale));
    const requests = recordRequests();

    await store.dispatch(
      achievementsApi.endpoints.submitAchievementUserData.initiate({ achievementId: scale, address }),
    );

    await vi.waitFor(() =>
      expect(achievementsApi.endpoints.getAchievement.select(scale)(store.getState()).data?.user_data_submitted).toBe(
        true,
      ),
    );
    expect(requestLines(requests).sort()).toEqual([
      `GET /api/achievements/${scale}/`,
      `GET /api/achievements/${scale}/prize_access/`,
      `POST /api/achievements/${scale}/user_data/`,
    ]);
  });
});
