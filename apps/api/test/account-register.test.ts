import { registrationAccepted } from '@aula/contracts/account';
import { loginResponse, MISSING_PASSWORD_PLACEHOLDER } from '@aula/contracts/auth';
import { DEMO_PASSWORD, DEMO_USERS } from '@aula/demo-content/demo-users';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { businessProfiles, businessTypes, cities, users } from '../src/db/schema';
import { FacebookUnavailableError } from '../src/ports/facebook';
import { freshPhone, lastCode, outboxFor } from './helpers/account';
import { useTestApp } from './helpers/app';
import { bearer } from './helpers/content';

let facebookDown = false;
const ctx = useTestApp(
  {},
  {
    facebook: {
      async verify(token) {
        if (facebookDown) throw new FacebookUnavailableError('down');
        const match = /^local-fb:([^:]+):(.+)$/.exec(token);
        return match?.[1] && match[2] ? { id: `fb-${match[2]}`, name: match[1], email: match[2] } : null;
      },
    },
  },
);

const post = (url: string, payload: object) => ctx.app.inject({ method: 'POST', url, payload });
const accepted = { status: 'verification_sent', channel: 'whatsapp', expires_in_seconds: 600 };

const full = (phone: string, extra: object = {}) => ({
  first_name: 'Ana',
  last_name: 'Pérez',
  email: `ana${phone.slice(-4)}@example.com`,
  phone_number: phone,
  password: 'una-clave-larga',
  ally_code: 'impulsa',
  accepts_terms: true,
  ...extra,
});
const simple = (phone: string) => ({
  first_name: 'Luis',
  phone_number: phone,
  login_pin: '4821',
  ally_code: 'crecer',
  accepts_terms: true,
});
const facebook = (phone: string, email = `fb${phone.slice(-4)}@example.com`) => ({
  access_token: `local-fb:Carla FB:${email}`,
  phone_number: phone,
  ally_code: 'impulsa',
  accepts_terms: true,
});

const userByPhone = async (phone: string) => (await ctx.db.select().from(users).where(eq(users.phoneNumber, phone)))[0];

describe('POST /api/{c}/register/', () => {
  it('answers 202, keeps a pending account and sends a 6-digit WhatsApp code', async () => {
    const phone = freshPhone();
    const response = await post('/api/mx/register/', full(phone));
    expect(response.statusCode).toBe(202);
    expect(registrationAccepted.parse(response.json())).toEqual(accepted);
    const user = await userByPhone(phone);
    expect(user).toMatchObject({ status: 'pending', name: 'Ana Pérez', phoneVerifiedAt: null });
    expect(user?.passwordHash).toMatch(/^scrypt\$/);
    expect(await lastCode(ctx, phone)).toMatch(/^\d{6}$/);
  });

  it('activates the account with the code and signs it in; before that it cannot sign in', async () => {
    const phone = freshPhone();
    const payload = full(phone);
    await post('/api/co/register/', payload);
    const early = await post('/api/co/login/', { email: payload.email, password: payload.password });
    expect(early.statusCode).toBe(400);

    const code = await lastCode(ctx, phone);
    const verified = await post('/api/wa_validation/', { phone_number: phone, verification_code: code });
    expect(verified.statusCode).toBe(200);
    const body = verified.json();
    expect(body.verified).toBe(true);
    expect(loginResponse.parse(body.session).user).toMatchObject({ phone_number: phone, country: 'co' });
    expect(await userByPhone(phone)).toMatchObject({ status: 'active', phoneVerifiedAt: expect.any(Date) });
    const login = await post('/api/co/login/', { email: payload.email, password: payload.password });
    expect(login.statusCode).toBe(200);
  });

  it('answers the identical 202 for a phone or email that already has an account, creating nothing', async () => {
    const [maria] = DEMO_USERS;
    const before = await ctx.db.select().from(users);
    const taken = [full(maria.phone, { email: 'otra@example.com' }), full(freshPhone(), { email: maria.email })];
    for (const payload of taken) {
      const response = await post('/api/mx/register/', payload);
      expect(response.statusCode).toBe(202);
      expect(response.json()).toEqual(accepted);
    }
    expect(await ctx.db.select().from(users)).toHaveLength(before.length);
    // The owners are told, and no code is sent to anyone.
    const [notice] = await outboxFor(ctx, maria.phone);
    expect(notice?.body).toContain('Ya tienes una cuenta');
    const [mail] = await outboxFor(ctx, maria.email);
    expect(mail?.subject).toBe('Ya tienes una cuenta en Impulsa');
    expect(await outboxFor(ctx, taken[1]?.phone_number ?? '')).toEqual([]);
    // The existing account is untouched.
    const login = await post('/api/mx/login/', { email: maria.email, password: DEMO_PASSWORD });
    expect(login.statusCode).toBe(200);
  });

  it('lets a second registration of a pending phone replace the first', async () => {
    const phone = freshPhone();
    await post('/api/mx/register/', full(phone, { first_name: 'Primera' }));
    const again = await post('/api/mx/register/', full(phone, { first_name: 'Segunda' }));
    expect(again.statusCode).toBe(202);
    expect((await userByPhone(phone))?.name).toBe('Segunda Pérez');
  });

  it.each([
    ['an ally that does not offer the country (crecer in pe)', '/api/pe/register/', { ally_code: 'crecer' }],
    ['an unknown ally', '/api/mx/register/', { ally_code: 'nadie' }],
    ['an unknown country', '/api/zz/register/', {}],
  ])('refuses %s with 400 naming ally_code', async (_case, url, extra) => {
    const response = await post(url, full(freshPhone(), extra));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'bad_request',
      message: 'Invalid input',
      fields: [{ field: 'ally_code', reason: expect.any(String) }],
    });
  });

  it('keeps the business name and type given at registration for the business profile', async () => {
    const phone = freshPhone();
    const [type] = await ctx.db.select().from(businessTypes).where(eq(businessTypes.name, 'Tienda de abarrotes'));
    const payload = full(phone, { business_name: 'Abarrotes Ana', business_type_id: type?.id });
    expect((await post('/api/mx/register/', payload)).statusCode).toBe(202);
    const code = await lastCode(ctx, phone);
    const { session } = (await post('/api/wa_validation/', { phone_number: phone, verification_code: code })).json();
    const business = await ctx.app.inject({
      method: 'GET',
      url: '/api/business_data/',
      headers: { ...bearer(session.token), 'x-aula-ally': 'impulsa' },
    });
    expect(business.json()).toMatchObject({ business_name: 'Abarrotes Ana', business_type_id: type?.id });
  });

  it('keeps the city chosen from the catalogue with its state and country', async () => {
    const phone = freshPhone();
    const [city] = await ctx.db.select().from(cities).where(eq(cities.name, 'Coyoacán'));
    expect((await post('/api/mx/register/', full(phone, { city_id: city?.id }))).statusCode).toBe(202);
    const user = await userByPhone(phone);
    const [profile] = await ctx.db
      .select()
      .from(businessProfiles)
      .where(eq(businessProfiles.userId, user?.id ?? 0));
    expect(profile).toMatchObject({ city: 'Coyoacán', state: 'Ciudad de México', countryCode: 'mx', businessName: '' });
  });

  it.each([
    ['a city of another country (Coyoacán in a Colombian registration)', '/api/co/register/', 'Coyoacán'],
    ['a city the catalogue does not have (999999)', '/api/mx/register/', undefined],
  ])('refuses %s with 400 naming city_id', async (_case, url, cityName) => {
    const [city] = cityName ? await ctx.db.select().from(cities).where(eq(cities.name, cityName)) : [];
    const phone = freshPhone();
    const response = await post(url, full(phone, { city_id: city?.id ?? 999_999 }));
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual([{ field: 'city_id', reason: 'is not a city of this country' }]);
    expect(await userByPhone(phone)).toBeUndefined();
  });

  it('refuses a business type the catalogue does not have (999999) with 400 naming business_type_id', async () => {
    const phone = freshPhone();
    const response = await post('/api/mx/register/', full(phone, { business_type_id: 999_999 }));
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual([{ field: 'business_type_id', reason: 'is not a known business type' }]);
    expect(await userByPhone(phone)).toBeUndefined();
  });

  it.each([
    ['a short password', { password: 'corta' }, 'password'],
    ['terms not accepted', { accepts_terms: false }, 'accepts_terms'],
    ['a malformed phone', { phone_number: '12' }, 'phone_number'],
    ['an unknown field', { is_staff: true }, 'is_staff'],
  ])('refuses %s with 400 naming the field', async (_case, extra, field) => {
    const response = await post('/api/mx/register/', full(freshPhone(), extra));
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual([{ field, reason: expect.any(String) }]);
  });
});

describe('POST /api/{c}/simple_register/', () => {
  it('creates a pending PIN-only account that signs in with its PIN once verified', async () => {
    const phone = freshPhone();
    const response = await post('/api/mx/simple_register/', simple(phone));
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual(accepted);
    expect(await userByPhone(phone)).toMatchObject({ status: 'pending', passwordHash: null, email: null });
    await post('/api/wa_validation/', { phone_number: phone, verification_code: await lastCode(ctx, phone) });
    const login = await post('/api/mx/login/', {
      phone_number: phone,
      login_pin: '4821',
      password: MISSING_PASSWORD_PLACEHOLDER,
    });
    expect(login.statusCode).toBe(200);
  });

  it('refuses a 3-digit PIN with 400 naming login_pin', async () => {
    const response = await post('/api/mx/simple_register/', { ...simple(freshPhone()), login_pin: '123' });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual([{ field: 'login_pin', reason: expect.any(String) }]);
  });
});

describe('POST /api/{c}/fb_register/', () => {
  it('registers with the verified Facebook profile (name, email, id)', async () => {
    const phone = freshPhone();
    const response = await post('/api/mx/fb_register/', facebook(phone));
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual(accepted);
    expect(await userByPhone(phone)).toMatchObject({
      status: 'pending',
      name: 'Carla FB',
      email: `fb${phone.slice(-4)}@example.com`,
      facebookId: `fb-fb${phone.slice(-4)}@example.com`,
    });
  });

  it('refuses a token Facebook does not vouch for with 400 invalid_facebook_token', async () => {
    const response = await post('/api/mx/fb_register/', {
      ...facebook(freshPhone()),
      access_token: 'not-a-real-token',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'invalid_facebook_token', message: expect.any(String) });
  });

  it('answers 502 facebook_unavailable when Facebook cannot be reached', async () => {
    facebookDown = true;
    try {
      const response = await post('/api/mx/fb_register/', facebook(freshPhone()));
      expect(response.statusCode).toBe(502);
      expect(response.json().error).toBe('facebook_unavailable');
    } finally {
      facebookDown = false;
    }
  });

  it('refuses a missing access_token with 400 naming access_token', async () => {
    const { access_token: _, ...payload } = facebook(freshPhone());
    const response = await post('/api/mx/fb_register/', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual([{ field: 'access_token', reason: expect.any(String) }]);
  });
});
