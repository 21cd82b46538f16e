import { describe, expect, it } from 'vitest';
import { resetMockState } from '../state';
import { callMock } from '../test-client';

const redeem = (code: string) => callMock('/api/webinars/31/redeem_code/', { method: 'POST', as: 1, body: { code } });

describe('mock achievements', () => {
  it('opens the webinar with a code that can be redeemed once', async () => {
    const first = await redeem('AULA-WEBINAR-01');
    expect(first).toMatchObject({
      status: 200,
      body: { webinar: { id: 31, join_url: expect.stringMatching(/^https:/) } },
    });
    expect(await redeem('AULA-WEBINAR-01')).toMatchObject({ status: 409, body: { error: 'code_already_used' } });
    expect(await redeem('OTRO-CODIGO-1')).toMatchObject({ status: 400, body: { error: 'invalid_code' } });
    expect((await callMock('/api/achievements/1/prize_access/', { as: 1 })).body.webinar.join_url).toMatch(/^https:/);
  });

  it('forgets redeemed codes on resetMockState', async () => {
    await redeem('AULA-WEBINAR-02');
    resetMockState();

    expect((await callMock('/api/achievements/1/prize_access/', { as: 1 })).body.webinar.join_url).toBeNull();
    expect((await redeem('AULA-WEBINAR-02')).status).toBe(200);
  });

  it('refuses prize access until the achievement is earned', async () => {
    expect((await callMock('/api/achievements/2/prize_access/', { as: 1 })).status).toBe(403);
    expect((await callMock('/api/achievements/3/prize_access/', { as: 1 })).status).toBe(404);
  });

  it('records the shipping address of a physical prize', async () => {
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
    const saved = await callMock('/api/achievements/3/user_data/', { method: 'POST', as: 2, body: address });
    expect(saved).toEqual({ status: 200, body: { status: 'saved', address } });
    expect((await callMock('/api/achievements/3/', { as: 2 })).body.user_data_submitted).toBe(true);
  });
});
