import { EDIT_CONFLICT } from '@aula/contracts/console';
import {
  CODES_CSV_COLUMNS,
  consoleAchievement,
  consoleAchievementsResponse,
  consoleWebinar,
  consoleWebinarsResponse,
  generateCodesResponse,
  webinarCodesResponse,
} from '@aula/contracts/console-rewards';
import { DEMO_USERS } from '@aula/demo-content/demo-users';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { webinars } from '../src/db/schema';
import { CODE_ALPHABET } from '../src/lib/redeem-codes';
import { tokenFor, useTestApp } from './helpers/app';
import { consoleCaller } from './helpers/console-team';
import { bearer, moduleId } from './helpers/content';
import { wallClockIn } from './helpers/wall-clock';

const ctx = useTestApp();
const call = consoleCaller(() => ctx.app);

let impulsaWebinar: number;
let crecerWebinar: number;
let impulsaModule: number;
let crecerModule: number;
beforeAll(async () => {
  const byTitle = async (title: string) =>
    (await ctx.db.select().from(webinars).where(eq(webinars.title, title)))[0]?.id ?? 0;
  impulsaWebinar = await byTitle('Ventas por WhatsApp en vivo');
  crecerWebinar = await byTitle('Promociones de fin de año');
  impulsaModule = await moduleId(ctx.db, 'Vende más y mejor');
  crecerModule = await moduleId(ctx.db, 'Inventario sin sorpresas');
});

const webinarInput = {
  title: 'Cobros con QR, en vivo',
  starts_at: '2027-02-10T18:00:00-06:00',
  duration_minutes: 60,
  join_url: 'https://meet.example/cobros-qr',
};

const CODE = new RegExp(`^IMP-[${CODE_ALPHABET}]{4}-[${CODE_ALPHABET}]{4}$`);

/** The CSV's rows as objects by the header's names (no field of these codes holds a comma or quote). */
function parseCsv(text: string) {
  const [header = '', ...lines] = text
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');
  const names = header.split(',');
  return lines.map((line) => Object.fromEntries(line.split(',').map((value, i) => [names[i], value])));
}

describe('webinars', () => {
  let created: ReturnType<typeof consoleWebinar.parse>;

  it('creates a webinar and lists it among the ally’s, with its codes counted', async () => {
    const response = await call('impulsa editor', 'POST', '/api/console/webinars/', webinarInput);
    expect(response.statusCode, response.body).toBe(201);
    created = consoleWebinar.parse(response.json());
    expect(created).toMatchObject({ title: webinarInput.title, codes_total: 0, codes_used: 0, version: 1 });
    expect(new Date(created.starts_at).toISOString()).toBe('2027-02-11T00:00:00.000Z');
    const list = consoleWebinarsResponse.parse((await call('impulsa editor', 'GET', '/api/console/webinars/')).json());
    const seeded = list.results.find((webinar) => webinar.id === impulsaWebinar);
    expect(seeded).toMatchObject({ codes_total: 10 });
    expect(list.results.map((webinar) => webinar.id)).toContain(created.id);
    expect(list.results.map((webinar) => webinar.id)).not.toContain(crecerWebinar);
  });

  it('saves a webinar and answers a stale save with 409', async () => {
    const saved = await call('impulsa editor', 'PUT', `/api/console/webinars/${created.id}/`, {
      ...webinarInput,
      duration_minutes: 90,
      version: 1,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ duration_minutes: 90, version: 2 });
    const stale = await call('impulsa admin', 'PUT', `/api/console/webinars/${created.id}/`, {
      ...webinarInput,
      version: 1,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ error: EDIT_CONFLICT, current: { duration_minutes: 90 } });
  });

  const bad: [string, object, string][] = [
    ['a room link on http', { join_url: 'http://meet.example/x' }, 'join_url'],
    ['a time without its offset', { starts_at: '2027-02-10 18:00' }, 'starts_at'],
    ['a duration of 5 minutes', { duration_minutes: 5 }, 'duration_minutes'],
    ['an empty title', { title: ' ' }, 'title'],
  ];
  it.each(bad)('refuses %s (400 with the field)', async (_what, change, field) => {
    const response = await call('impulsa editor', 'POST', '/api/console/webinars/', { ...webinarInput, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields.map((f: { field: string }) => f.field)).toContain(field);
  });
});

describe('batches of single-use codes', () => {
  let batch: string[];

  it('generates N random codes of the demo shape, from the alphabet without look-alikes', async () => {
    const response = await call('impulsa editor', 'POST', `/api/console/webinars/${impulsaWebinar}/codes/`, {
      count: 25,
    });
    expect(response.statusCode, response.body).toBe(201);
    const { codes } = generateCodesResponse.parse(response.json());
    batch = codes.map((row) => row.code);
    expect(batch).toHaveLength(25);
    expect(new Set(batch).size).toBe(25);
    for (const code of batch) expect(code).toMatch(CODE);
    expect(codes.every((row) => !row.used && row.redeemed_at === null)).toBe(true);
  });

  it('shows which codes are used once a learner redeems one', async () => {
    const maria = await tokenFor(ctx.app, DEMO_USERS[0]);
    const spent = batch[3] ?? '';
    const redeem = await ctx.app.inject({
      method: 'POST',
      url: `/api/webinars/${impulsaWebinar}/redeem_code/`,
      headers: bearer(maria),
      payload: { code: spent },
    });
    expect(redeem.statusCode, redeem.body).toBe(200);
    const list = webinarCodesResponse.parse(
      (await call('impulsa editor', 'GET', `/api/console/webinars/${impulsaWebinar}/codes/`)).json(),
    );
    expect(list.results).toHaveLength(35);
    const used = list.results.filter((row) => row.used);
    expect(used.map((row) => row.code)).toEqual([spent]);
    expect(used[0]?.redeemed_at).not.toBeNull();
    const counted = consoleWebinarsResponse.parse(
      (await call('impulsa editor', 'GET', '/api/console/webinars/')).json(),
    );
    expect(counted.results.find((w) => w.id === impulsaWebinar)).toMatchObject({ codes_total: 35, codes_used: 1 });
  });

  it('exports every code as CSV with given, used/unused and when, in Spanish (headings, sí/no) and Mexico City’s wall clock, named for what it holds and the day', async () => {
    const response = await call('impulsa editor', 'GET', `/api/console/webinars/${impulsaWebinar}/codes/export/`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['content-disposition']).toMatch(
      new RegExp(`^attachment; filename="codigos-webinar-${impulsaWebinar}-\\d{4}-\\d{2}-\\d{2}\\.csv"`),
    );
    // A byte order mark first, so Excel reads "Código" as UTF-8.
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(response.body.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe(CODES_CSV_COLUMNS.join(','));
    expect(CODES_CSV_COLUMNS).toEqual(['Código', 'Creado', 'Entregado', 'Usado', 'Canjeado']);
    const rows = parseCsv(response.body);
    expect(rows).toHaveLength(35);
    const byCode = new Map(rows.map((row) => [row.Código, row]));
    for (const code of batch) expect(byCode.has(code)).toBe(true);
    const listed = webinarCodesResponse.parse(
      (await call('impulsa editor', 'GET', `/api/console/webinars/${impulsaWebinar}/codes/`)).json(),
    );
    const spentRow = listed.results.find((row) => row.code === batch[3]);
    const spent = byCode.get(batch[3] ?? '');
    // Bad case: English words or true/false, as the export wrote them before.
    expect(spent?.Usado).toBe('sí');
    // Bad case: the UTC ISO string, where the other exports write the ally's country's wall clock.
    expect(spent?.Canjeado).toBe(wallClockIn('America/Mexico_City', spentRow?.redeemed_at ?? ''));
    expect(spent?.Creado).toBe(wallClockIn('America/Mexico_City', spentRow?.created_at ?? ''));
    expect(byCode.get(batch[0] ?? '')).toMatchObject({ Entregado: '', Usado: 'no', Canjeado: '' });
  });

  const bad: [string, object][] = [
    ['zero codes', { count: 0 }],
    ['1001 codes', { count: 1001 }],
    ['a count in words', { count: 'diez' }],
  ];
  it.each(bad)('refuses %s (400 count)', async (_what, payload) => {
    const response = await call('impulsa editor', 'POST', `/api/console/webinars/${impulsaWebinar}/codes/`, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields.map((f: { field: string }) => f.field)).toContain('count');
  });
});

describe('achievements', () => {
  const input = () => ({
    module_id: impulsaModule,
    title: 'Vendedora estrella',
    description: 'Termina «Vende más y mejor».',
    prize_kind: 'webinar',
    prize_title: 'Webinar de ventas',
    prize_description: 'Una hora en vivo.',
    webinar_id: impulsaWebinar,
  });
  let made: ReturnType<typeof consoleAchievement.parse>;

  it('lists the ally’s achievements with the modules one may name', async () => {
    const response = await call('impulsa editor', 'GET', '/api/console/achievements/');
    const list = consoleAchievementsResponse.parse(response.json());
    expect(list.results.length).toBeGreaterThan(0);
    expect(list.modules.map((m) => m.id)).toContain(impulsaModule);
    expect(list.modules.map((m) => m.id)).not.toContain(crecerModule);
  });

  it('creates and saves an achievement, with 409 for a stale save', async () => {
    const response = await call('impulsa editor', 'POST', '/api/console/achievements/', input());
    expect(response.statusCode, response.body).toBe(201);
    made = consoleAchievement.parse(response.json());
    expect(made).toMatchObject({ module_title: 'Vende más y mejor', webinar_id: impulsaWebinar, version: 1 });
    const saved = await call('impulsa editor', 'PUT', `/api/console/achievements/${made.id}/`, {
      ...input(),
      prize_kind: 'physical',
      prize_title: 'Un mandil',
      version: 1,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    // A prize that is not a webinar names none.
    expect(saved.json()).toMatchObject({ prize_kind: 'physical', webinar_id: null, version: 2 });
    const stale = await call('impulsa admin', 'PUT', `/api/console/achievements/${made.id}/`, {
      ...input(),
      version: 1,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().current.prize_title).toBe('Un mandil');
  });

  const bad: [string, () => object, string][] = [
    ['a webinar prize without its webinar', () => ({ ...input(), webinar_id: null }), 'webinar_id'],
    ['another ally’s module', () => ({ ...input(), module_id: crecerModule }), 'module_id'],
    ['another ally’s webinar', () => ({ ...input(), webinar_id: crecerWebinar }), 'webinar_id'],
    ['an unknown prize kind', () => ({ ...input(), prize_kind: 'cash' }), 'prize_kind'],
    ['an empty title', () => ({ ...input(), title: '' }), 'title'],
  ];
  it.each(bad)('refuses %s (400 with the field)', async (_what, payload, field) => {
    const response = await call('impulsa editor', 'POST', '/api/console/achievements/', payload());
    expect(response.statusCode).toBe(400);
    expect(response.json().fields.map((f: { field: string }) => f.field)).toContain(field);
  });

  it('keeps crecer’s editor out of impulsa’s achievements, webinars and codes (404 by id, absent from lists)', async () => {
    expect(
      (await call('crecer editor', 'PUT', `/api/console/achievements/${made.id}/`, { ...input(), version: 2 }))
        .statusCode,
    ).toBe(404);
    const theirs = consoleAchievementsResponse.parse(
      (await call('crecer editor', 'GET', '/api/console/achievements/')).json(),
    );
    expect(theirs.results.map((a) => a.id)).not.toContain(made.id);
    const webinarUrl = `/api/console/webinars/${impulsaWebinar}/`;
    expect((await call('crecer editor', 'PUT', webinarUrl, { ...webinarInput, version: 1 })).statusCode).toBe(404);
    expect((await call('crecer editor', 'GET', `${webinarUrl}codes/`)).statusCode).toBe(404);
    expect((await call('crecer editor', 'POST', `${webinarUrl}codes/`, { count: 1 })).statusCode).toBe(404);
    expect((await call('crecer editor', 'GET', `${webinarUrl}codes/export/`)).statusCode).toBe(404);
    expect((await call('crecer editor', 'GET', `${webinarUrl}codes/export/`, undefined, 'impulsa')).statusCode).toBe(
      403,
    );
  });
});
