import { webinarCodes } from '@aula/demo-content/achievements';
import { describe, expect, it } from 'vitest';
import { achievementTitled } from '../fixtures/achievements';
import { JOSE_SHIPPING_ADDRESS } from '../fixtures/addresses';
import { resetMockState } from '../state';
import { callMock } from '../test-client';

// María (user 1) finished «Vende más y mejor», not «Finanzas claras»; José (user 2) finished the inventory.
const seller = achievementTitled('Estrella de ventas');
const finances = achievementTitled('Finanzas en orden');
const scale = achievementTitled('Inventario impecable');
const webinarId = seller.webinarId ?? 0;
const [firstCode = '', secondCode = ''] = webinarCodes({ codePrefix: 'IMP-VENTAS' });
const prizeOf = (id: number, as: number) => callMock(`/api/achievements/${id}/prize_access/`, { as });

const redeem = (code: string) =>
  callMock(`/api/webinars/${webinarId}/redeem_code/`, { method: 'POST', as: 1, body: { code } });

describe('mock achievements', () => {
  it('opens the webinar with a code that can be redeemed once', async () => {
    const first = await redeem(firstCode);
    expect(first).toMatchObject({
      status: 200,
      body: { webinar: { id: webinarId, join_url: expect.stringMatching(/^https:/) } },
    });
    // The same learner again: one code per learner, as the API.
    expect(await redeem(secondCode)).toMatchObject({ status: 409, body: { error: 'already_redeemed' } });
    // Another learner with the spent code, then with a code that does not exist.
    const asSecond = (code: string) =>
      callMock(`/api/webinars/${webinarId}/redeem_code/`, { method: 'POST', as: 3, body: { code } });
    // One answer for a spent and an unknown code, as the API (issue 31 row 4).
    const spent = await asSecond(firstCode);
    expect(spent).toMatchObject({ status: 400, body: { error: 'invalid_code' } });
    expect(await asSecond('OTRO-CODIGO-1')).toEqual(spent);
    expect((await prizeOf(seller.achievement.id, 1)).body.webinar.join_url).toMatch(/^https:/);
  });

  it('forgets redeemed codes on resetMockState', async () => {
    await redeem(secondCode);
    resetMockState();

    expect((await prizeOf(seller.achievement.id, 1)).body.webinar.join_url).toBeNull();
    expect((await redeem(secondCode)).status).toBe(200);
  });

  it("refuses prize access until the achievement is earned, with the API's not_earned", async () => {
    const refused = await prizeOf(finances.achievement.id, 1);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ error: 'not_earned' });
    // Another ally's achievement does not exist for this learner.
    expect((await prizeOf(scale.achievement.id, 1)).status).toBe(404);
  });

  it("lists the ally's achievements whose module is offered in the learner's country", async () => {
    const titles = (await callMock('/api/achievements/', { as: 1 })).body.results.map(
      (a: { title: string }) => a.title,
    );
    // «Facturación sin errores» belongs to a module for Colombia; María learns in Mexico.
    expect(titles).toEqual(['Estrella de ventas', 'Finanzas en orden']);
    const colombian = achievementTitled('Facturación sin errores').achievement.id;
    expect((await callMock(`/api/achievements/${colombian}/`, { as: 1 })).status).toBe(404);
  });

  it('records the shipping address of a physical prize', async () => {
    const address = JOSE_SHIPPING_ADDRESS;
    const { id } = scale.achievement;
    const saved = await callMock(`/api/achievements/${id}/user_data/`, { method: 'POST', as: 2, body: address });
    expect(saved).toEqual({ status: 200, body: { status: 'saved', address } });
    expect((await callMock(`/api/achievements/${id}/`, { as: 2 })).body.user_data_submitted).toBe(true);
  });
});
