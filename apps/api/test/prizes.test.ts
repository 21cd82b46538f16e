import { prizeAccess, redeemCodeResponse, userDataResponse } from '@aula/contracts/achievements';
import { webinarCodes } from '@aula/demo-content/achievements';
import { DEMO_USERS } from '@aula/demo-content/demo-users';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { achievementUserData, webinars } from '../src/db/schema';
import { tokenFor, useTestApp } from './helpers/app';
import { achievementId, bearer, newLearner } from './helpers/content';

let maria: string;
let jose: string;
let mariaWebinar: number;
let joseWebinar: number;
const ctx = useTestApp();
const [impCode1 = '', impCode2 = '', impCode3 = ''] = webinarCodes({ codePrefix: 'IMP-VENTAS' });
const [creCode1 = ''] = webinarCodes({ codePrefix: 'CRE-PROMO' });
beforeAll(async () => {
  maria = await tokenFor(ctx.app, DEMO_USERS[0]);
  jose = await tokenFor(ctx.app, DEMO_USERS[1]);
  const byTitle = async (title: string) =>
    (await ctx.db.select().from(webinars).where(eq(webinars.title, title)))[0]?.id ?? 0;
  mariaWebinar = await byTitle('Ventas por WhatsApp en vivo');
  joseWebinar = await byTitle('Promociones de fin de año');
}, 30_000);

const post = (url: string, token: string | undefined, payload: object) =>
  ctx.app.inject({ method: 'POST', url, headers: token ? bearer(token) : {}, payload });

const address = {
  recipient_name: 'José Pérez',
  phone_number: '+525550000002',
  street: 'Avenida Ermita Iztapalapa',
  exterior_number: '45',
  neighborhood: 'Iztapalapa Centro',
  city: 'Iztapalapa',
  state: 'Ciudad de México',
  postal_code: '09000',
  country: 'mx',
};

describe('POST /api/achievements/{id}/user_data/', () => {
  it('stores the shipping address of an earned physical prize and reports it as submitted', async () => {
    const id = await achievementId(ctx.db, 'Inventario impecable');
    const response = await post(`/api/achievements/${id}/user_data/`, jose, address);
    expect(response.statusCode).toBe(200);
    expect(userDataResponse.parse(response.json())).toEqual({ status: 'saved', address });
    const access = await ctx.app.inject({
      method: 'GET',
      url: `/api/achievements/${id}/prize_access/`,
      headers: bearer(jose),
    });
    expect(prizeAccess.parse(access.json()).user_data_submitted).toBe(true);
  });

  it('takes the phone as the form’s hint writes it (spaces, a dash) and stores it without spaces', async () => {
    const id = await achievementId(ctx.db, 'Inventario impecable');
    const response = await post(`/api/achievements/${id}/user_data/`, jose, {
      ...address,
      phone_number: '+52 55-5000 0009',
    });
    expect(response.statusCode).toBe(200);
    expect(userDataResponse.parse(response.json()).address.phone_number).toBe('+525550000009');
    const [stored] = await ctx.db.select().from(achievementUserData).where(eq(achievementUserData.achievementId, id));
    expect(stored?.address).toMatchObject({ phone_number: '+525550000009' });
  });

  it('answers 400 on phone_number for a number too short (55 1234) or with letters (55 12ab 5678)', async () => {
    const id = await achievementId(ctx.db, 'Inventario impecable');
    for (const phone_number of ['55 1234', '55 12ab 5678']) {
      const response = await post(`/api/achievements/${id}/user_data/`, jose, { ...address, phone_number });
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toEqual([
        { field: 'phone_number', reason: 'must be an international number of 8 to 15 digits' },
      ]);
    }
  });

  it('answers 400 for a prize that is not physical and for one not yet earned', async () => {
    const report = await achievementId(ctx.db, 'Inventario al día');
    expect((await post(`/api/achievements/${report}/user_data/`, jose, address)).json()).toMatchObject({
      error: 'not_physical',
    });
    const stranger = await newLearner(ctx.db, 'crecer', 'ana@crecer.example');
    const physical = await achievementId(ctx.db, 'Inventario impecable');
    const response = await post(`/api/achievements/${physical}/user_data/`, stranger.token, address);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'not_earned' });
  });

  it('answers 400 naming the fields for a bad postal code, a missing street and an unknown field', async () => {
    const id = await achievementId(ctx.db, 'Inventario impecable');
    const { street: _street, ...withoutStreet } = address;
    const response = await post(`/api/achievements/${id}/user_data/`, jose, {
      ...withoutStreet,
      postal_code: 'ABC',
      gift: 'x',
    });
    expect(response.statusCode).toBe(400);
    const fields = (response.json().fields as { field: string }[]).map((f) => f.field).sort();
    expect(fields).toEqual(['gift', 'postal_code', 'street']);
  });

  it("answers 404 for another ally's achievement and 401 without a token", async () => {
    const id = await achievementId(ctx.db, 'Inventario impecable');
    expect((await post(`/api/achievements/${id}/user_data/`, maria, address)).statusCode).toBe(404);
    expect((await post(`/api/achievements/${id}/user_data/`, undefined, address)).statusCode).toBe(401);
  });
});

describe('POST /api/webinars/{id}/redeem_code/', () => {
  it('redeems a code once, returns the join link and shows it in prize access afterwards', async () => {
    const response = await post(`/api/webinars/${mariaWebinar}/redeem_code/`, maria, { code: impCode1.toLowerCase() });
    expect(response.statusCode).toBe(200);
    const body = redeemCodeResponse.parse(response.json());
    expect(body.webinar.join_url).toBe('https://eventos.aula.example/impulsa/ventas-whatsapp');
    const id = await achievementId(ctx.db, 'Estrella de ventas');
    const access = await ctx.app.inject({
      method: 'GET',
      url: `/api/achievements/${id}/prize_access/`,
      headers: bearer(maria),
    });
    expect(prizeAccess.parse(access.json()).webinar?.join_url).toBe(body.webinar.join_url);
  });

  it('answers 409 already_redeemed when the learner tries a second code', async () => {
    const response = await post(`/api/webinars/${mariaWebinar}/redeem_code/`, maria, { code: impCode2 });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ error: 'already_redeemed' });
  });

  it('answers 403 not_earned to a learner who has not earned the webinar, even with a spent or valid code', async () => {
    const other = await newLearner(ctx.db, 'impulsa', 'luis@impulsa.example');
    for (const code of [impCode1, impCode3]) {
      const response = await post(`/api/webinars/${mariaWebinar}/redeem_code/`, other.token, { code });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ error: 'not_earned' });
    }
  });

  it('answers 400 naming code for a too short code, symbols and a missing field', async () => {
    for (const payload of [{ code: 'abc' }, { code: 'IMP VENTAS!' }, {}]) {
      const response = await post(`/api/webinars/${mariaWebinar}/redeem_code/`, maria, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: 'bad_request', fields: [{ field: 'code' }] });
    }
  });

  it("answers 404 for another ally's webinar and 401 without a token", async () => {
    expect((await post(`/api/webinars/${joseWebinar}/redeem_code/`, maria, { code: creCode1 })).statusCode).toBe(404);
    expect((await post(`/api/webinars/${mariaWebinar}/redeem_code/`, undefined, { code: impCode3 })).statusCode).toBe(
      401,
    );
  });
});
