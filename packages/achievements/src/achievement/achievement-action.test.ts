import { WEBINAR_CODES } from '@aula/mocks/fixtures/secrets';
import { mockState } from '@aula/mocks/state';
import { clearAllCookies, plantSession } from '@aula/testing/cookies';
import { useMswServer } from '@aula/testing/msw';
import { postToAction } from '@aula/testing/page-action';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { achievementOf, earnedWith, type TestAlly, USERS } from '../test-screen';
import { achievementAction } from './achievement-action';

// A prize's forms posted to the server before the app runs.
// Bad input tried: a code of the wrong shape ("ab"), a code the API refuses (unknown), a webinar id
// that is no id, an address without its street, a gift address the API refuses, a form the page
// has not.

const server = useMswServer();
afterEach(clearAllCookies);

type Answer = {
  data: {
    form: string | null;
    values: Record<string, string>;
    refusal?: { code: string };
    confirm?: Record<string, string>;
    businessAddressUsed?: boolean;
  };
  init: { status?: number } | null;
} & Response;

async function post(ally: TestAlly, achievementId: number, fields: Record<string, string>): Promise<Answer> {
  plantSession(`mock-token-${USERS[ally]}`);
  const path = `/mx/${ally}/seccion/logros/${achievementId}`;
  const params = { country: 'mx', allyCode: ally, achievementId: String(achievementId) };
  return (await postToAction(achievementAction, path, params, fields)).answer as Answer;
}

const statusOf = (answer: unknown) =>
  answer instanceof Response ? answer.status : ((answer as Pick<Answer, 'init'>).init?.status ?? 200);

function webinarPrize() {
  const fixture = achievementOf('impulsa', earnedWith('webinar'));
  const code = Object.entries(WEBINAR_CODES).find(([, id]) => id === fixture.webinarId)?.[0];
  if (!code || fixture.webinarId === null) throw new Error('the webinar prize has codes in the mocks');
  const redeem = (fields: Record<string, string>) =>
    post('impulsa', fixture.achievement.id, {
      _form: 'redeem-code',
      webinar_id: String(fixture.webinarId),
      ...fields,
    });
  return { fixture, code, redeem };
}

function giftPrize() {
  const fixture = achievementOf('crecer', earnedWith('physical'));
  const ship = (fields: Record<string, string>) =>
    post('crecer', fixture.achievement.id, { _form: 'shipping', ...fields });
  return { fixture, ship };
}

const ADDRESS = {
  recipient_name: 'José Demo',
  phone_number: '55 5000 0002',
  street: 'Avenida Ermita Iztapalapa',
  exterior_number: '45',
  interior_number: '',
  neighborhood: 'Iztapalapa Centro',
  city: 'Iztapalapa',
  state: 'Ciudad de México',
  postal_code: '09000',
  references: '',
};

describe('achievementAction: the webinar code', () => {
  it('redeems a good code and goes back to the achievement, saying so', async () => {
    const { fixture, code, redeem } = webinarPrize();
    const answer = await redeem({ code });
    expect(statusOf(answer)).toBe(302);
    expect(answer.headers.get('location')).toBe(`/mx/impulsa/seccion/logros/${fixture.achievement.id}?canjeado=1`);
    expect(mockState().redeemedCodes).toContain(code.toUpperCase());
  });

  it('draws a code of the wrong shape back with what was typed, 400, asking the API nothing', async () => {
    const { redeem } = webinarPrize();
    let asked = false;
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('redeem_code')) asked = true;
    });
    const answer = await redeem({ code: 'ab' });
    expect(statusOf(answer)).toBe(400);
    expect(answer.data).toEqual({ form: 'redeem-code', values: { code: 'ab' } });
    expect(asked).toBe(false);
  });

  it('says why the API refused a code, without drawing the code again', async () => {
    const { redeem } = webinarPrize();
    const answer = await redeem({ code: 'NO-EXISTE-99' });
    expect(statusOf(answer)).toBe(400);
    expect(answer.data).toMatchObject({ form: 'redeem-code', values: { code: '' }, refusal: { code: 'invalid_code' } });
  });

  it('refuses a webinar id that is no id as a webinar not found', async () => {
    const { code, redeem } = webinarPrize();
    const answer = await redeem({ code, webinar_id: 'abc' });
    expect(statusOf(answer)).toBe(400);
    expect(answer.data.refusal?.code).toBe('not_found');
  });
});

describe('achievementAction: the gift address', () => {
  it('asks to confirm a right address before sending it, then saves it and goes back to the prize', async () => {
    const { fixture, ship } = giftPrize();
    const asked = await ship(ADDRESS);
    expect(statusOf(asked)).toBe(200);
    expect(asked.data.confirm).toMatchObject({ street: ADDRESS.street, phone_number: '+525550000002', country: 'mx' });
    expect(fixture.achievement.user_data_submitted).toBe(false);

    const saved = await ship({ ...ADDRESS, confirmado: '1' });
    expect(statusOf(saved)).toBe(302);
    expect(saved.headers.get('location')).toBe(`/mx/crecer/seccion/logros/${fixture.achievement.id}`);
    expect(fixture.achievement.user_data_submitted).toBe(true);
  });

  it('draws an address without its street back with the values sent, 400, even when confirmed', async () => {
    const { fixture, ship } = giftPrize();
    const answer = await ship({ ...ADDRESS, street: '', confirmado: '1' });
    expect(statusOf(answer)).toBe(400);
    expect(answer.data.form).toBe('shipping');
    expect(answer.data.values).toMatchObject({ ...ADDRESS, street: '' });
    expect(answer.data.confirm).toBeUndefined();
    expect(fixture.achievement.user_data_submitted).toBe(false);
  });

  it('shows the API’s refusal of a confirmed address with the values sent', async () => {
    server.use(
      http.post('*/api/achievements/:id/user_data/', () =>
        HttpResponse.json(
          { error: 'bad_request', message: 'x', fields: [{ field: 'postal_code', reason: 'is not a postal code' }] },
          { status: 400 },
        ),
      ),
    );
    const { ship } = giftPrize();
    const answer = await ship({ ...ADDRESS, confirmado: '1' });
    expect(statusOf(answer)).toBe(400);
    expect(answer.data.refusal).toMatchObject({ fields: [{ field: 'postal_code' }] });
    expect(answer.data.values).toMatchObject(ADDRESS);
  });

  it('puts the business address in the boxes, keeping what was typed, to be reviewed', async () => {
    const business = mockState().businessData[2]?.address;
    if (!business) throw new Error('Crecer’s demo learner has a business address in the mocks');
    const { ship } = giftPrize();
    const answer = await ship({ ...ADDRESS, street: '', recipient_name: 'Ana', direccion_negocio: '1' });
    expect(statusOf(answer)).toBe(200);
    expect(answer.data.businessAddressUsed).toBe(true);
    expect(answer.data.values).toMatchObject({ recipient_name: 'Ana', street: business.street, city: business.city });
  });
});

describe('achievementAction', () => {
  it('refuses a form the page does not have', async () => {
    const { fixture } = giftPrize();
    const answer = await post('crecer', fixture.achievement.id, { _form: 'survey', street: 'x' });
    expect(statusOf(answer)).toBe(400);
    expect(answer.data.form).toBeNull();
  });

  it('is not found for an achievement id that is no id', async () => {
    await expect(post('crecer', Number.NaN, { _form: 'shipping' })).rejects.toMatchObject({ status: 404 });
  });
});
