import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { allies, reminderTemplates } from '../src/db/schema';
import { seedDemo } from '../src/db/seed';
import { defaultBrandsDir } from '../src/paths';
import { insertAlly } from '../src/repositories/platform-allies';
import { freshPhone, outboxFor } from './helpers/account';
import { useTestApp } from './helpers/app';
import { consoleCaller, createdBody } from './helpers/console-team';

const ctx = useTestApp();
const call = consoleCaller(() => ctx.app);
const BASE = 'http://localhost:3000';
const ALLIES = '/api/console/allies/';
const anonymous = (method: 'GET' | 'POST', url: string, payload?: object) =>
  ctx.app.inject({ method, url, ...(payload ? { payload } : {}) });

const newAlly = (extra: object = {}) => ({
  code: 'tercera',
  name: 'Tercera Financiera',
  countries: ['mx', 'co'],
  admin_email: 'Admin@Tercera.example',
  url_base: BASE,
  ...extra,
});

async function acceptInvitation(email: string) {
  const [mail] = await outboxFor(ctx, email);
  const link = /(http\S+invitacion-equipo\S+)/.exec(mail?.body ?? '')?.[1] ?? '';
  const token = new URL(link).searchParams.get('token') ?? '';
  const accepted = await anonymous('POST', '/api/console/invitations/accept/', {
    token,
    name: 'Teresa Tercera',
    password: 'Cuaderno-de-recetas-7',
  });
  return { link, accepted };
}

const signIn = (email: string, password = 'Cuaderno-de-recetas-7') =>
  anonymous('POST', '/api/mx/login/', { email, password });

const register = (phone: string) =>
  anonymous('POST', '/api/mx/simple_register/', {
    first_name: 'Lupe',
    phone_number: phone,
    login_pin: '4821',
    ally_code: 'tercera',
    accepts_terms: true,
  });

describe('staff create an ally', () => {
  it('answers at once in its own name, invites its first admin, who then sets its brand; learners register', async () => {
    const created = (await createdBody(await call('staff', 'POST', ALLIES, newAlly()))) as Record<string, unknown>;
    expect(created.ally).toMatchObject({ code: 'tercera', name: 'Tercera Financiera', countries: ['mx', 'co'] });
    expect(created.ally).toMatchObject({ state: 'active', suspended_at: null, team_size: 0 });
    expect(created.invitation).toMatchObject({ email: 'admin@tercera.example', role: 'ally_admin' });

    const listed = await call('staff', 'GET', ALLIES);
    expect(listed.json().allies[0]).toMatchObject({ code: 'tercera' });
    const brand = await anonymous('GET', '/api/brands/tercera/');
    expect(brand.statusCode, brand.body).toBe(200);
    expect(brand.json()).toMatchObject({
      name: 'Tercera Financiera',
      countries: ['mx', 'co'],
      default_country: 'mx',
      organization: { url: '' },
      suspended: false,
    });
    // Its landing starts from its name, quoting no one, until its team writes one.
    const landing = await anonymous('GET', '/api/landing_pages/tercera/');
    expect(landing.statusCode, landing.body).toBe(200);
    expect(landing.json()).toMatchObject({ title: 'Aprende con Tercera Financiera', countries: ['mx', 'co'] });
    expect(landing.json()).not.toHaveProperty('reviews');

    const { link, accepted } = await acceptInvitation('admin@tercera.example');
    expect(link.startsWith(`${BASE}/mx/tercera/invitacion-equipo?token=`)).toBe(true);
    expect(accepted.statusCode, accepted.body).toBe(201);
    expect(accepted.json().user).toMatchObject({ access: 'ally_admin', ally_code: 'tercera' });

    const token = (await signIn('admin@tercera.example')).json().token;
    const headers = { authorization: `Bearer ${token}`, 'x-aula-ally': 'tercera' };
    const draft = await ctx.app.inject({ method: 'GET', url: '/api/console/brand/', headers });
    expect(draft.statusCode).toBe(200);
    const { draft: settings, version } = draft.json();
    const saved = await ctx.app.inject({
      method: 'PUT',
      url: '/api/console/brand/',
      headers,
      payload: { ...settings, tagline: 'Crédito y cursos para tu tienda.', version },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const published = await ctx.app.inject({
      method: 'POST',
      url: '/api/console/brand/publish/',
      headers,
      payload: { version: saved.json().version },
    });
    expect(published.statusCode, published.body).toBe(200);
    expect((await anonymous('GET', '/api/brands/tercera/')).json()).toMatchObject({
      tagline: 'Crédito y cursos para tu tienda.',
    });
    expect((await call('staff', 'GET', ALLIES)).json().allies[0]).toMatchObject({ code: 'tercera', team_size: 1 });

    const registered = await register(freshPhone());
    expect(registered.statusCode, registered.body).toBe(202);
  });

  it.each([
    ['code', { code: 'Con Espacios' }, 'lower-case'],
    ['code', { code: 'consola' }, 'keeps for itself'],
    ['code', { code: 'x' }, '2-40'],
    ['name', { name: '   ' }, 'required'],
    ['name', { name: 'n'.repeat(61) }, 'at most 60'],
    ['countries', { countries: [] }, 'at least one'],
    ['countries', { countries: ['mx', 'mx'] }, 'repeat'],
    ['countries', { countries: ['MX'] }, 'two-letter'],
    ['countries', { countries: ['zz'] }, 'no country zz'],
    ['admin_email', { admin_email: 'no-es-correo' }, 'valid email'],
    ['url_base', { url_base: 'https://elsewhere.example' }, 'front-end address'],
  ])('refuses a bad %s (%j) with 400 naming the field', async (field, extra, reason) => {
    const response = await call('staff', 'POST', ALLIES, newAlly({ code: 'otra', ...extra }));
    expect(response.statusCode, response.body).toBe(400);
    expect(JSON.stringify(response.json())).toContain(field);
    expect(JSON.stringify(response.json())).toContain(reason);
    expect((await call('staff', 'GET', ALLIES)).json().allies.map((ally: { code: string }) => ally.code)).not.toContain(
      'otra',
    );
  });

  it('refuses a code taken or an admin who already has an account (409), creating nothing', async () => {
    const taken = await call('staff', 'POST', ALLIES, newAlly({ code: 'impulsa', admin_email: 'otro@example.com' }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ error: 'ally_code_taken' });
    expect(JSON.stringify(taken.json())).toContain('code');
    const member = await call(
      'staff',
      'POST',
      ALLIES,
      newAlly({ code: 'cuarta', admin_email: 'admin@impulsa.example' }),
    );
    expect(member.statusCode).toBe(409);
    expect(JSON.stringify(member.json())).toContain('admin_email');
    expect((await anonymous('GET', '/api/brands/cuarta/')).statusCode).toBe(404);
  });

  it('is for staff only: ally admins get 403, visitors 401', async () => {
    expect((await call('impulsa admin', 'GET', ALLIES)).statusCode).toBe(403);
    expect((await call('impulsa admin', 'POST', ALLIES, newAlly({ code: 'quinta' }))).statusCode).toBe(403);
    expect((await call('crecer admin', 'POST', `${ALLIES}crecer/suspend/`)).statusCode).toBe(403);
    expect((await anonymous('GET', ALLIES)).statusCode).toBe(401);
    expect((await anonymous('POST', `${ALLIES}impulsa/restore/`)).statusCode).toBe(401);
  });
});

describe('staff suspend and restore an ally', () => {
  it('a suspended ally refuses sign-in and registration and keeps everything; restored, it works as before', async () => {
    await createdBody(
      await call('staff', 'POST', ALLIES, newAlly({ code: 'sexta', admin_email: 'admin@sexta.example' })),
    );
    expect((await acceptInvitation('admin@sexta.example')).accepted.statusCode).toBe(201);

    const suspended = await call('staff', 'POST', `${ALLIES}sexta/suspend/`);
    expect(suspended.statusCode).toBe(200);
    expect(suspended.json()).toMatchObject({ code: 'sexta', state: 'suspended', team_size: 1 });
    expect(suspended.json().suspended_at).toEqual(expect.any(String));
    expect((await anonymous('GET', '/api/brands/sexta/')).json()).toMatchObject({ suspended: true });
    const refused = await signIn('admin@sexta.example');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: 'ally_suspended' });
    const registration = await anonymous('POST', '/api/mx/simple_register/', {
      first_name: 'Lupe',
      phone_number: freshPhone(),
      login_pin: '4821',
      ally_code: 'sexta',
      accepts_terms: true,
    });
    expect(registration.statusCode).toBe(400);
    // Staff still sign in (they restore it from a console).
    expect((await call('staff', 'GET', ALLIES)).statusCode).toBe(200);

    const restored = await call('staff', 'POST', `${ALLIES}sexta/restore/`);
    expect(restored.json()).toMatchObject({ state: 'active', suspended_at: null, team_size: 1 });
    expect((await signIn('admin@sexta.example')).statusCode).toBe(200);
    expect((await anonymous('GET', '/api/brands/sexta/')).json()).toMatchObject({ suspended: false });
  });

  it('an unknown ally is a 404, a malformed code a 400', async () => {
    expect((await call('staff', 'POST', `${ALLIES}nadie/suspend/`)).statusCode).toBe(404);
    expect((await call('staff', 'POST', `${ALLIES}MAL%20CODIGO/suspend/`)).statusCode).toBe(400);
  });
});

describe('many allies', () => {
  it('a start (which seeds) works with 700 allies, and gives no demo templates to allies staff created', async () => {
    const countries = await ctx.db.query.countries.findMany();
    const mexico = countries.find((country) => country.code === 'mx');
    if (!mexico) throw new Error('no mx');
    for (let index = 0; index < 700; index += 1) {
      await insertAlly(ctx.db, { code: `aliado-${index}`, name: `Aliado ${index}`, countryIds: [mexico.id] });
    }
    // Before: the seed wrote 10 templates per ally in one statement, past 65,535 parameters at 656 allies.
    await seedDemo(ctx.db, { brandsDir: defaultBrandsDir });
    const [created] = await ctx.db.select().from(allies).where(eq(allies.code, 'aliado-0'));
    const templates = await ctx.db
      .select()
      .from(reminderTemplates)
      .where(eq(reminderTemplates.allyId, created?.id ?? 0));
    expect(templates).toEqual([]);
    expect((await call('staff', 'GET', ALLIES)).json().allies.length).toBeGreaterThan(700);
  }, 60_000);
});
