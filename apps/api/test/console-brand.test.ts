import { contrastProblems } from '@aula/contracts/brand-contrast';
import { EDIT_CONFLICT } from '@aula/contracts/console';
import { consoleBrand, siteBrand } from '@aula/contracts/console-brand';
import { historyResponse } from '@aula/contracts/console-history';
import { DEMO_USERS } from '@aula/demo-content/demo-users';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { allies, allyBrands, allyCountries, countries, users } from '../src/db/schema';
import { seedDemo } from '../src/db/seed';
import { readBrandAllies } from '../src/db/seed/brand-allies';
import { allyBrandAssets } from '../src/lib/brand-assets';
import { NEUTRAL_BRAND_COLORS } from '../src/lib/neutral-brand';
import { defaultBrandsDir } from '../src/paths';
import { tokenFor, useTestApp } from './helpers/app';
import { type ConsoleCaller, consoleCaller } from './helpers/console-team';

const ctx = useTestApp();
const call = consoleCaller(() => ctx.app);
const BRAND = '/api/console/brand/';
const PUBLISH = '/api/console/brand/publish/';

const folder = (code: string) => {
  const found = readBrandAllies(defaultBrandsDir).find((ally) => ally.code === code);
  if (!found) throw new Error(`no brands/${code}/`);
  return found;
};

async function publicBrand(code: string) {
  const response = await ctx.app.inject({ method: 'GET', url: `/api/brands/${code}/` });
  expect(response.statusCode, response.body).toBe(200);
  return siteBrand.parse(response.json());
}

/** The brand as the caller's console loads it. */
async function loaded(who: ConsoleCaller = 'impulsa admin') {
  const response = await call(who, 'GET', BRAND);
  expect(response.statusCode, response.body).toBe(200);
  return consoleBrand.parse(response.json());
}

/** A save's body: the loaded draft with `change`, at the loaded version. */
async function edited(change: object = {}, who: ConsoleCaller = 'impulsa admin') {
  const { draft, version } = await loaded(who);
  return { ...draft, version, ...change };
}

const allyRow = async (code: string) => (await ctx.db.select().from(allies).where(eq(allies.code, code)))[0];

const fieldsOf = (body: { fields?: { field: string; reason: string }[] }) => body.fields ?? [];

/** The countries an ally's sites are in (its `ally_countries`). */
async function sitesOf(code: string) {
  const rows = await ctx.db
    .select({ code: countries.code })
    .from(allyCountries)
    .innerJoin(allies, eq(allies.id, allyCountries.allyId))
    .innerJoin(countries, eq(countries.id, allyCountries.countryId))
    .where(eq(allies.code, code))
    .orderBy(asc(countries.id));
  return rows.map((row) => row.code);
}

/** impulsa's brand.json organisation, with `change`. */
const organization = (change: object = {}) => ({
  organization: {
    name: 'Impulsa Negocios',
    url: 'https://impulsa.example',
    logo_caption: 'Impulsa: aprendizaje para tu negocio',
    ...change,
  },
});
const legal = (change: object) => ({ legal: { terms_url: 'terminos', privacy_url: 'privacidad', ...change } });

/** impulsa's colours with one light token changed. */
const lightWith = (tokens: Record<string, string>) => {
  const { colors } = folder('impulsa');
  return { ...colors, light: { ...colors.light, ...tokens } };
};

describe('the console brand: who may read and write it', () => {
  it('lets an editor read the draft: the brand folder’s name, tagline, colours and site fields at version 1', async () => {
    const brand = await loaded('impulsa editor');
    const impulsa = folder('impulsa');
    expect(brand).toMatchObject({ version: 1, published_version: null, published_at: null });
    expect(brand.draft).toMatchObject({ name: impulsa.name, tagline: impulsa.tagline, colors: impulsa.colors });
    // brand.json's own values; it names no short name (the name, 12 at most) and no hour (the row's).
    expect(brand.draft).toMatchObject({
      short_name: 'Impulsa',
      ...organization(),
      legal: { terms_url: 'terminos', privacy_url: 'privacidad' },
      share_networks: ['whatsapp', 'facebook', 'telegram', 'email', 'copy'],
      countries: ['mx', 'co', 'pe'],
      default_country: 'mx',
      reminders_hour: 10,
    });
    expect(brand.id).toBe((await allyRow('impulsa'))?.id);
  });

  it('refuses an editor’s save and publication (403): the admins’ alone, countries and hour included', async () => {
    const change = { name: 'Editor', countries: ['mx'], default_country: 'mx', reminders_hour: 6 };
    const save = await call('impulsa editor', 'PUT', BRAND, await edited(change, 'impulsa editor'));
    expect(save.statusCode).toBe(403);
    const publish = await call('impulsa editor', 'POST', PUBLISH, { version: 1 });
    expect(publish.statusCode).toBe(403);
    expect((await loaded()).version).toBe(1);
    expect(await sitesOf('impulsa')).toEqual(['mx', 'co', 'pe']);
    expect((await allyRow('impulsa'))?.remindersHour).toBe(10);
  });

  it('refuses anonymous callers (401) and learners (403), even with a well-formed body', async () => {
    const body = await edited();
    for (const [method, url, payload] of [
      ['GET', BRAND, undefined],
      ['PUT', BRAND, body],
      ['POST', PUBLISH, { version: 1 }],
    ] as const) {
      const anonymous = await ctx.app.inject({ method, url, headers: { 'x-aula-ally': 'impulsa' }, payload });
      expect(anonymous.statusCode, `${method} anonymous`).toBe(401);
      const learner = await ctx.app.inject({
        method,
        url,
        headers: { authorization: `Bearer ${await tokenFor(ctx.app, DEMO_USERS[0])}`, 'x-aula-ally': 'impulsa' },
        payload,
      });
      expect(learner.statusCode, `${method} learner`).toBe(403);
    }
  });

  it('refuses another ally’s admin (403 wrong_ally): crecer’s admin cannot change impulsa’s brand', async () => {
    const body = await edited({ name: 'Tomado' });
    const save = await call('crecer admin', 'PUT', BRAND, body, 'impulsa');
    expect(save.statusCode).toBe(403);
    expect(save.json().error).toBe('wrong_ally');
    const publish = await call('crecer admin', 'POST', PUBLISH, { version: body.version }, 'impulsa');
    expect(publish.statusCode).toBe(403);
    expect((await loaded()).draft.name).toBe(folder('impulsa').name);
  });
});

describe('the console brand: bad input is 400 naming the field', () => {
  const cases: [string, object, string, RegExp][] = [
    [
      'light onPrimary #777777 on primary #888888 (below AA)',
      { colors: lightWith({ onPrimary: '#777777', primary: '#888888' }) },
      'colors.light.onPrimary',
      /contrast \d\.\d\d:1 on primary, needs 4\.5:1/,
    ],
    ['a colour name instead of #rrggbb', { colors: lightWith({ text: 'navy' }) }, 'colors.light.text', /#rrggbb/],
    ['an empty name', { name: '' }, 'name', /required/],
    ['a 61-character name', { name: 'n'.repeat(61) }, 'name', /at most 60/],
    ['a video threshold of 101%', { video_complete_percent: 101 }, 'video_complete_percent', /50 to 100/],
    ['a javascript: logo address', { logo_url: 'javascript:alert(1)' }, 'logo_url', /https address or a path/],
    ['a plain-http logo address', { logo_url: 'http://logos.example/a.png' }, 'logo_url', /https address or a path/],
    ['a 13-character short name', { short_name: 'Impulsa Negoc' }, 'short_name', /at most 12/],
    ['an empty short name', { short_name: ' ' }, 'short_name', /required/],
    ['an empty organisation name', organization({ name: '' }), 'organization.name', /required/],
    ['a plain-http organisation address', organization({ url: 'http://impulsa.example' }), 'organization.url', /https/],
    ['an organisation address that is no address', organization({ url: 'impulsa' }), 'organization.url', /https/],
    ['an empty logo caption', organization({ logo_caption: '' }), 'organization.logo_caption', /required/],
    ['a javascript: terms link', legal({ terms_url: 'javascript:alert(1)' }), 'legal.terms_url', /https.*terminos/],
    ['another page as the terms', legal({ terms_url: 'privacidad' }), 'legal.terms_url', /terminos/],
    ['a plain-http privacy link', legal({ privacy_url: 'http://impulsa.example/p' }), 'legal.privacy_url', /https/],
    ['no share network', { share_networks: [] }, 'share_networks', /at least one/],
    ['a network the site cannot share to (myspace)', { share_networks: ['myspace'] }, 'share_networks.0', /network/],
    ['a network twice', { share_networks: ['whatsapp', 'whatsapp'] }, 'share_networks', /twice/],
    ['no country', { countries: [] }, 'countries', /at least one/],
    ['a country code in capitals (MX)', { countries: ['MX'], default_country: 'MX' }, 'countries.0', /two-letter/],
    ['a country the platform has not (zz)', { countries: ['mx', 'zz'] }, 'countries', /not zz/],
    ['a country twice', { countries: ['mx', 'mx'] }, 'countries', /twice/],
    [
      'a default country not offered (pe of mx, co)',
      { countries: ['mx', 'co'], default_country: 'pe' },
      'default_country',
      /one of countries/,
    ],
    ['a typeface this site does not serve (comic-sans)', { font: 'comic-sans' }, 'font', /typeface this site serves/],
    ['a typeface named by its family ("Lora")', { font: 'Lora' }, 'font', /typeface this site serves/],
    ['a reminders hour of 24', { reminders_hour: 24 }, 'reminders_hour', /0 to 23/],
    ['a reminders hour of 9.5', { reminders_hour: 9.5 }, 'reminders_hour', /whole/],
    ['a reminders hour as text ("9")', { reminders_hour: '9' }, 'reminders_hour', /number/],
    ['no version', { version: undefined }, 'version', /./],
  ];
  it.each(cases)('refuses %s', async (_what, change, field, reason) => {
    const response = await call('impulsa admin', 'PUT', BRAND, await edited(change));
    expect(response.statusCode, response.body).toBe(400);
    expect(fieldsOf(response.json())).toContainEqual({ field, reason: expect.stringMatching(reason) });
    expect((await loaded()).version).toBe(1);
  });
});

describe('the console brand: draft, publication and what pages show', () => {
  const saved = {
    name: 'Impulsa Pro',
    tagline: 'Tu negocio, un paso adelante.',
    logo_url: '/media/uploads/impulsa/logo-pro.webp',
    app_icon_url: null,
    colors: lightWith({ primary: '#004e8c' }),
    short_name: 'Impulsa Pro',
    organization: { name: 'Impulsa Pro S.A.', url: 'https://pro.impulsa.example', logo_caption: 'Impulsa Pro' },
    legal: { terms_url: 'https://pro.impulsa.example/terminos', privacy_url: 'privacidad' },
    share_networks: ['telegram', 'whatsapp'],
    // Peru left out: its site stops answering once published.
    countries: ['mx', 'co'],
    default_country: 'co',
    font: 'lora',
    reminders_hour: 18,
    video_complete_percent: 90,
    reading_words_per_minute: 200,
    reading_min_seconds: 30,
  };
  const {
    reminders_hour: _hour,
    video_complete_percent: _v,
    reading_words_per_minute: _w,
    reading_min_seconds: _s,
    ...shown
  } = saved;

  /** impulsa's demo learner, moved to Peru: a country the publication leaves out. */
  const peruLearner = async () =>
    (
      await ctx.db
        .select({ id: users.id, country: countries.code })
        .from(users)
        .innerJoin(countries, eq(countries.id, users.countryId))
        .where(eq(users.email, DEMO_USERS[0].email))
    )[0];

  it('keeps a saved draft from learners: the public brand stays the folder’s (version 0)', async () => {
    const [peru] = await ctx.db.select({ id: countries.id }).from(countries).where(eq(countries.code, 'pe'));
    await ctx.db.update(users).set({ countryId: peru?.id }).where(eq(users.email, DEMO_USERS[0].email));
    const before = await publicBrand('impulsa'); // cached now
    expect(before).toMatchObject({ name: 'Impulsa', tagline: folder('impulsa').tagline, version: 0 });
    const response = await call('impulsa admin', 'PUT', BRAND, { ...saved, version: 1 });
    expect(response.statusCode, response.body).toBe(200);
    expect(consoleBrand.parse(response.json())).toMatchObject({ draft: saved, version: 2, published_version: null });
    expect((await loaded('impulsa editor')).draft).toEqual(saved);
    await ctx.app.invalidatePublic(['pages']);
    expect(await publicBrand('impulsa')).toEqual(before);
    expect((await allyRow('impulsa'))?.name).toBe('Impulsa');
    expect(await sitesOf('impulsa')).toEqual(['mx', 'co', 'pe']);
  });

  it('answers a stale save with 409 and the brand as it is now, overwriting nothing', async () => {
    const response = await call('impulsa admin', 'PUT', BRAND, { ...saved, name: 'Tarde', version: 1 });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      error: EDIT_CONFLICT,
      current: { version: 2, draft: { name: saved.name } },
    });
    expect((await loaded()).draft.name).toBe(saved.name);
  });

  it('answers a publication of a stale version with 409 and the brand as it is now, publishing nothing', async () => {
    const response = await call('impulsa admin', 'POST', PUBLISH, { version: 1 });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ error: EDIT_CONFLICT, current: { version: 2, published_version: null } });
    expect((await publicBrand('impulsa')).version).toBe(0);
  });

  it('publishes the draft: pages show its name, tagline, colours and version at once (their cached answer too)', async () => {
    await publicBrand('impulsa'); // cached now
    const response = await call('impulsa admin', 'POST', PUBLISH, { version: 2 });
    expect(response.statusCode, response.body).toBe(200);
    const answer = consoleBrand.parse(response.json());
    expect(answer).toMatchObject({ version: 2, published_version: 2, draft: saved });
    expect(Date.now() - Date.parse(answer.published_at ?? '')).toBeLessThan(60_000);
    expect(await publicBrand('impulsa')).toEqual({ ...shown, version: 2, suspended: false });
    // Another ally's brand is untouched.
    expect(await publicBrand('crecer')).toMatchObject({ name: 'Crecer', version: 0 });
  });

  it('writes the published name, thresholds and reminders’ hour into the ally’s row (mails, completion, reminders)', async () => {
    expect(await allyRow('impulsa')).toMatchObject({
      name: saved.name,
      videoCompletePercent: 90,
      readingWordsPerMinute: 200,
      readingMinSeconds: 30,
      remindersHour: 18,
    });
    expect(await allyRow('crecer')).toMatchObject({ name: 'Crecer', videoCompletePercent: 80, remindersHour: 10 });
  });

  it('starts every reminder kind the team never set at the published hour; a kind it set keeps its own', async () => {
    const kinds = async (who: ConsoleCaller) =>
      (await call(who, 'GET', '/api/console/reminders/')).json().kinds as { kind: string; sendHour: number }[];
    expect((await kinds('impulsa admin')).map((kind) => kind.sendHour)).toEqual([18, 18, 18, 18]);
    expect((await kinds('crecer admin')).every((kind) => kind.sendHour === 10)).toBe(true);
  });

  it('makes the published countries the ally’s sites: Peru’s stops answering, its learners stay', async () => {
    expect(await sitesOf('impulsa')).toEqual(['mx', 'co']);
    expect(await sitesOf('crecer')).toEqual(['mx', 'co']);
    const sitemap = (country: string) => ctx.app.inject({ method: 'GET', url: `/${country}/impulsa/sitemap.xml` });
    expect((await sitemap('pe')).statusCode).toBe(404);
    expect((await sitemap('co')).statusCode).toBe(200);
    expect(await peruLearner()).toMatchObject({ country: 'pe' });
  });

  it('draws documents (certificates, business reports) in the published name and light colours', async () => {
    const impulsa = await allyBrandAssets(ctx.db, ctx.app.mediaStorage, 'impulsa', 'Impulsa');
    expect(impulsa.name).toBe(saved.name);
    expect(impulsa.colors).toMatchObject({ primary: '#004e8c', text: saved.colors.light.text });
    expect(impulsa.logoSvg).toContain('<svg');
    // Its published logo's address holds no picture (bad input tried): the folder's is drawn instead.
    expect(impulsa.logoPng).toBeNull();
    // Unpublished, an ally's documents keep its folder's.
    const crecer = await allyBrandAssets(ctx.db, ctx.app.mediaStorage, 'crecer', 'Crecer');
    expect(crecer.colors.primary).toBe(folder('crecer').colors.light.primary);
  });

  it('keeps the publication and the draft through a restart’s seed, which refreshes only the folder’s copy', async () => {
    const next = await call('impulsa admin', 'PUT', BRAND, { ...saved, tagline: 'Borrador nuevo', version: 2 });
    expect(next.statusCode, next.body).toBe(200);
    await seedDemo(ctx.db, { brandsDir: defaultBrandsDir });
    await ctx.app.invalidatePublic(['pages']);
    expect(await publicBrand('impulsa')).toMatchObject({ name: saved.name, tagline: saved.tagline, version: 2 });
    expect(await loaded()).toMatchObject({ version: 3, published_version: 2, draft: { tagline: 'Borrador nuevo' } });
    expect((await allyRow('impulsa'))?.name).toBe(saved.name);
    const [row] = await ctx.db
      .select({ seeded: allyBrands.seeded })
      .from(allyBrands)
      .where(eq(allyBrands.allyId, (await allyRow('impulsa'))?.id ?? 0));
    expect(row?.seeded).toMatchObject({ name: 'Impulsa', tagline: folder('impulsa').tagline });
  });

  it('lists the save and the publication in the brand’s history, with the fields the save changed', async () => {
    const { id } = await loaded('impulsa editor');
    const response = await call('impulsa editor', 'GET', `/api/console/history/brand/${id}/`);
    expect(response.statusCode, response.body).toBe(200);
    const { results } = historyResponse.parse(response.json());
    expect(results.map((change) => change.action)).toEqual(['updated', 'published', 'updated']);
    expect(results[2]?.summary.fields).toEqual([
      'name',
      'tagline',
      'logo_url',
      'colors',
      'short_name',
      'organization',
      'legal',
      'share_networks',
      'countries',
      'default_country',
      'font',
      'reminders_hour',
      'video_complete_percent',
      'reading_words_per_minute',
      'reading_min_seconds',
    ]);
    expect(results[0]?.summary.fields).toEqual(['tagline']);
    expect(results[1]?.summary).toMatchObject({ version: 2 });
  });
});

describe('the public brand', () => {
  it('answers 404 for an unknown ally code', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/brands/nadie/' });
    expect(response.statusCode).toBe(404);
  });

  it('holds Aula’s own colours to WCAG AA, as a team’s are', () => {
    expect(contrastProblems(NEUTRAL_BRAND_COLORS)).toEqual([]);
  });

  it('shows an ally the seed gave no brand its name in Aula’s colours; its admin’s first save starts one', async () => {
    const crecer = await allyRow('crecer');
    await ctx.db.delete(allyBrands).where(eq(allyBrands.allyId, crecer?.id ?? 0));
    await ctx.app.invalidatePublic(['pages']);
    const starting = {
      short_name: 'Crecer',
      organization: { name: 'Crecer', url: '', logo_caption: 'Crecer' },
      legal: { terms_url: 'terminos', privacy_url: 'privacidad' },
      share_networks: ['whatsapp', 'facebook', 'email', 'copy'],
      countries: ['mx', 'co'],
      default_country: 'mx',
      font: 'system',
    };
    expect(await publicBrand('crecer')).toEqual({
      name: 'Crecer',
      tagline: '',
      logo_url: null,
      app_icon_url: null,
      colors: NEUTRAL_BRAND_COLORS,
      ...starting,
      version: 0,
      suspended: false,
    });
    const start = await loaded('crecer admin');
    expect(start).toMatchObject({
      version: 1,
      published_version: null,
      draft: { name: 'Crecer', tagline: 'Crecer', ...starting, reminders_hour: 10 },
    });
    // The organisation's address may stay blank (its pages then carry no JSON-LD); a wrong one may not.
    const plain = await call('crecer admin', 'PUT', BRAND, {
      ...start.draft,
      organization: { ...starting.organization, url: 'http://crecer.example' },
      version: 1,
    });
    expect(plain.statusCode).toBe(400);
    expect(fieldsOf(plain.json())).toContainEqual({
      field: 'organization.url',
      reason: expect.stringMatching(/https/),
    });
    const save = await call('crecer admin', 'PUT', BRAND, {
      ...start.draft,
      tagline: 'Crecer juntos',
      organization: { ...starting.organization, url: 'https://crecer.example' },
      version: 1,
    });
    expect(save.statusCode, save.body).toBe(200);
    const publish = await call('crecer admin', 'POST', PUBLISH, { version: 2 });
    expect(publish.statusCode, publish.body).toBe(200);
    expect(await publicBrand('crecer')).toMatchObject({ name: 'Crecer', tagline: 'Crecer juntos', version: 2 });
  });
});
