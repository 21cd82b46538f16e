import { earnerRow, earnersResponse, sendCodesResponse } from '@aula/contracts/console-earners';
import { webinarCodesResponse } from '@aula/contracts/console-rewards';
import { DEMO_USERS } from '@aula/demo-content/demo-users';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/rows';
import { allies, users } from '../src/db/schema';
import type { MailMessage } from '../src/ports/messaging';
import { deliverCodeMessages } from '../src/services/code-sends/deliver';
import { freshPhone, outboxFor, testClock } from './helpers/account';
import { tokenFor, useTestApp } from './helpers/app';
import { consoleCaller } from './helpers/console-team';
import { achievementId, bearer, moduleId, newLearner } from './helpers/content';
import { earnModule } from './helpers/earn-module';
import { wallClockIn } from './helpers/wall-clock';

// Issue 40, row 2: who earned an achievement, on the console's list and a learner's page, and
// "Enviar códigos": one code per earner, sent once in the channel they agreed to, in the ally's name.

const clock = testClock(new Date('2026-03-02T18:00:00Z'));
const mails: MailMessage[] = [];
let mailRefused = false;
const mailer = {
  async send(message: MailMessage) {
    if (mailRefused) throw new Error('the mail server refused it');
    mails.push(message);
  },
};
const ctx = useTestApp({}, { now: clock.now, mailer });
const call = consoleCaller(() => ctx.app);

const MODULE = 'Vende más y mejor';
let ventas: number;
let maria: { id: number; token: string };
let serial = 0;

interface Earner {
  id: number;
  token: string;
  email: string;
  phone: string;
}

/** A learner of impulsa with a phone who finished the module; with consent when a channel is named. */
async function earner(consent?: { channel: 'whatsapp' | 'email'; language?: 'es' | 'en'; quiet?: boolean }) {
  serial += 1;
  const email = `gana-${serial}-${process.pid}@impulsa.example`;
  const made = await newLearner(ctx.db, 'impulsa', email);
  const phone = freshPhone();
  await ctx.db.update(users).set({ phoneNumber: phone, phoneVerifiedAt: clock.now() }).where(eq(users.id, made.id));
  await earnModule(ctx.app, ctx.db, made.token, MODULE, clock);
  if (consent) await agree(made.token, consent);
  return { ...made, email, phone } satisfies Earner;
}

async function agree(
  token: string,
  consent: { channel: 'whatsapp' | 'email'; language?: 'es' | 'en'; quiet?: boolean },
) {
  const saved = await ctx.app.inject({
    method: 'PUT',
    url: '/api/account/reminders/',
    headers: bearer(token),
    payload: {
      optedIn: true,
      channel: consent.channel,
      frequency: 'weekly',
      // 18:00 UTC is noon in Mexico City: quiet from 11 to 14 there holds the message back.
      quietHours: consent.quiet ? { start: 11, end: 14 } : { start: 0, end: 0 },
      timeZone: 'America/Mexico_City',
      language: consent.language ?? 'es',
    },
  });
  expect(saved.statusCode, saved.body).toBe(200);
}

const earnersOf = async (id: number | string, query = '', who: 'impulsa admin' | 'crecer admin' = 'impulsa admin') =>
  call(who, 'GET', `/api/console/achievements/${id}/earners/${query}`);
const list = async (query = '') => earnersResponse.parse((await earnersOf(ventas, query)).json());
const rowOf = async (learner: { email: string }) => (await list(`?q=${encodeURIComponent(learner.email)}`)).results[0];
const send = (id: number | string = ventas) =>
  call('impulsa admin', 'POST', `/api/console/achievements/${id}/codes/send/`);
const sent = async (id: number | string = ventas) => {
  const response = await send(id);
  expect(response.statusCode, response.body).toBe(200);
  return sendCodesResponse.parse(response.json());
};
const prizeCode = async (token: string) => {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/api/achievements/${ventas}/prize_access/`,
    headers: bearer(token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().webinar as { code: string | null; join_url: string | null };
};

beforeAll(async () => {
  ventas = await achievementId(ctx.db, 'Estrella de ventas');
  const [row] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_USERS[0].email));
  maria = { id: row?.id ?? 0, token: await tokenFor(ctx.app, DEMO_USERS[0]) };
}, 30_000);

describe('GET /api/console/achievements/{id}/earners/', () => {
  it('lists the demo learner, and a learner once they finish the module (not before)', async () => {
    const first = await list();
    expect(first.achievement).toMatchObject({ id: ventas, prize_kind: 'webinar', webinar: { codesTotal: 10 } });
    expect(first.results.map((row) => row.name)).toContain('María Demo');
    const before = await newLearner(ctx.db, 'impulsa', `aun-no-${process.pid}@impulsa.example`);
    expect((await list(`?q=aun-no-${process.pid}`)).results).toEqual([]);
    await earnModule(ctx.app, ctx.db, before.token, MODULE, clock);
    const after = await list(`?q=aun-no-${process.pid}`);
    expect(after.total).toBe(1);
    expect(after.results[0]).toMatchObject({ id: before.id, code: null, message: null });
    // Earned when the last part was done: the clock's time as the module ended.
    expect(after.results[0]?.earnedAt).toBe(clock.now().toISOString());
  });

  it('shows the contact only in the channel the learner agreed to', async () => {
    const silent = await earner();
    const agreed = await earner({ channel: 'email' });
    expect(await rowOf(silent)).toMatchObject({ channel: null, contact: null });
    expect(await rowOf(agreed)).toMatchObject({ channel: 'email', contact: agreed.email });
  });

  it('searches by name, phone or email and pages by learner id', async () => {
    expect((await list('?q=mar%C3%ADa')).results.map((row) => row.id)).toEqual([maria.id]);
    expect((await list(`?q=${encodeURIComponent(DEMO_USERS[0].phone)}`)).results.map((row) => row.id)).toEqual([
      maria.id,
    ]);
    const page = await list('?limit=1');
    expect(page.results).toHaveLength(1);
    expect(page.next).toBe(page.results[0]?.id);
    const next = await list(`?limit=1&after=${page.next}`);
    expect(next.results[0]?.id).toBeGreaterThan(page.next ?? 0);
    expect(page.total).toBeGreaterThan(1);
  });

  it("answers another ally's admin 404 and an editor 403", async () => {
    expect((await earnersOf(ventas, '', 'crecer admin')).statusCode).toBe(404);
    expect((await call('crecer admin', 'POST', `/api/console/achievements/${ventas}/codes/send/`)).statusCode).toBe(
      404,
    );
    const editor = await call('impulsa editor', 'GET', `/api/console/achievements/${ventas}/earners/`);
    expect(editor.statusCode).toBe(403);
  });

  it('refuses an unknown achievement (404) and an id that is not a number (400)', async () => {
    expect((await earnersOf(999_999)).statusCode).toBe(404);
    expect((await earnersOf('abc')).statusCode).toBe(400);
    expect((await send(999_999)).statusCode).toBe(404);
    expect((await send('abc')).statusCode).toBe(400);
  });

  it('exports the same list as CSV', async () => {
    const response = await call('impulsa admin', 'GET', `/api/console/achievements/${ventas}/earners.csv?q=mar%C3%ADa`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/ganadores-logro-\d+-\d{4}-\d\d-\d\d\.csv/);
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('ID,Nombre,Lo ganó el,Canal aceptado,Teléfono o correo,Código,Código canjeado,Mensaje');
    expect(lines.slice(1)).toEqual([expect.stringMatching(/^\d+,María Demo,/)]);
  });
});

describe('POST /api/console/achievements/{id}/codes/send/', () => {
  let byWhatsApp: Earner;
  let inEnglish: Earner;

  it("gives each earner one code and sends it once in their channel, in the ally's name, with consent only", async () => {
    byWhatsApp = await earner({ channel: 'whatsapp' });
    inEnglish = await earner({ channel: 'email', language: 'en' });
    const mailsBefore = mails.length;
    const outcome = await sent();
    expect(outcome.withoutCode).toBe(0);
    expect(outcome.assigned).toBe(outcome.earners);
    // Two learners agreed before this test (email) and here; María and the others did not.
    expect(outcome.sent).toBe(3);
    expect(outcome.noConsent).toBe(outcome.earners - 3);

    const code = (await rowOf(byWhatsApp))?.code;
    expect(code).toMatch(/^IMP-/);
    const [message, ...more] = await outboxFor(ctx, byWhatsApp.phone);
    expect(more).toEqual([]);
    expect(message?.body).toContain(code);
    expect(message?.body).toContain('Impulsa');
    expect(message?.body).toContain('Ventas por WhatsApp en vivo');
    // The learner never wrote, so WhatsApp takes only an approved template: the seeded version 1.
    expect(message?.subject).toBe('template aula_impulsa_webinar_code_es (es)');
    expect(message?.body).toMatch(/Para no recibir más avisos abre \S+ o responde BAJA\.$/);
    expect(await rowOf(byWhatsApp)).toMatchObject({ message: { status: 'sent', channel: 'whatsapp' } });

    const english = mails.slice(mailsBefore).find((mail) => mail.to === inEnglish.email);
    expect(english?.text).toContain(`Your code is ${(await rowOf(inEnglish))?.code}`);
    expect(english?.senderName).toBe('Impulsa');

    // No learner holds two codes of the webinar; every code given is someone's own.
    const held = rowsOf<{ n: number }>(
      await ctx.db.execute(sql`select count(*)::int as n from webinar_codes where assigned_to is not null
        group by webinar_id, assigned_to having count(*) > 1`),
    );
    expect(held).toEqual([]);
  });

  it("shows the code given in the webinar's codes, given and not used, and in their CSV in Mexico City's wall clock", async () => {
    const code = (await rowOf(byWhatsApp))?.code;
    const webinarId = (await list()).achievement.webinar?.id;
    const codes = webinarCodesResponse.parse(
      (await call('impulsa editor', 'GET', `/api/console/webinars/${webinarId}/codes/`)).json(),
    );
    // Bad case: the console listed it as free ("Sin usar"), and an admin handed it to someone who could not redeem it.
    expect(codes.results.find((row) => row.code === code)).toMatchObject({ used: false, redeemed_at: null });
    expect(codes.results.find((row) => row.code === code)?.assigned_at).toBe(clock.now().toISOString());
    expect(codes.results.filter((row) => row.assigned_at === null).length).toBeGreaterThan(0);

    const file = await call('impulsa editor', 'GET', `/api/console/webinars/${webinarId}/codes/export/`);
    expect(file.statusCode, file.body).toBe(200);
    expect(file.headers['cache-control']).toBe('no-store');
    const [header, ...lines] = file.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(header).toBe('Código,Creado,Entregado,Usado,Canjeado');
    const given = lines.map((line) => line.split(',')).find(([first]) => first === code);
    // impulsa opens in Mexico: the time given is written as its wall clock there, not in UTC.
    expect(given?.[2]).toBe(wallClockIn('America/Mexico_City', clock.now()));
    expect(given?.slice(3)).toEqual(['no', '']);
    expect(given?.[1]).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d$/);
  });

  it('sends nothing twice and gives no second code when pressed again', async () => {
    const mailsBefore = mails.length;
    const again = await sent();
    expect(again).toMatchObject({ assigned: 0, sent: 0, queued: 0, failed: 0, withoutCode: 0, alreadySent: 3 });
    expect(await outboxFor(ctx, byWhatsApp.phone)).toHaveLength(1);
    expect(mails.length).toBe(mailsBefore);
  });

  it('gives one code and one message when two presses arrive at once', async () => {
    const hurried = await earner({ channel: 'whatsapp' });
    const [first, second] = await Promise.all([send(), send()]);
    const outcomes = [first, second].map((response) => sendCodesResponse.parse(response.json()));
    expect(outcomes.map((outcome) => outcome.assigned).sort()).toEqual([0, 1]);
    expect(outcomes.reduce((total, outcome) => total + outcome.sent, 0)).toBe(1);
    expect(await outboxFor(ctx, hurried.phone)).toHaveLength(1);
  });

  it('does not write to a learner without consent; they see their code on the prize screen, and get it once they agree', async () => {
    const code = (await rowOf({ email: DEMO_USERS[0].email }))?.code;
    expect(code).toMatch(/^IMP-/);
    expect(await outboxFor(ctx, DEMO_USERS[0].phone)).toEqual([]);
    expect(await prizeCode(maria.token)).toMatchObject({ code, join_url: null });
    await agree(maria.token, { channel: 'whatsapp' });
    expect(await sent()).toMatchObject({ assigned: 0, sent: 1, alreadySent: 4 });
    const [message] = await outboxFor(ctx, DEMO_USERS[0].phone);
    expect(message?.body).toContain(code);
  });

  it('holds a message in the learner’s quiet hours and sends it once they end', async () => {
    const resting = await earner({ channel: 'whatsapp', quiet: true });
    expect(await sent()).toMatchObject({ assigned: 1, sent: 0, queued: 1 });
    expect(await outboxFor(ctx, resting.phone)).toEqual([]);
    expect((await rowOf(resting))?.message?.status).toBe('queued');
    await deliverCodeMessages(ctx.app, new Date(clock.now().getTime() + 3 * 3_600_000));
    expect(await outboxFor(ctx, resting.phone)).toHaveLength(1);
  });

  it('reports a failed message and sends it again with "Reintentar", once', async () => {
    const unlucky = await earner({ channel: 'email' });
    mailRefused = true;
    expect(await sent()).toMatchObject({ assigned: 1, sent: 0, failed: 1 });
    expect((await rowOf(unlucky))?.message).toMatchObject({ status: 'failed', error: 'the mail server refused it' });
    mailRefused = false;
    const retry = `/api/console/achievements/${ventas}/earners/${unlucky.id}/retry/`;
    const retried = await call('impulsa admin', 'POST', retry);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(earnerRow.parse(retried.json()).message).toMatchObject({ status: 'sent', error: null });
    expect(mails.filter((mail) => mail.to === unlucky.email)).toHaveLength(1);
    // Pressed again: it has not failed, so nothing goes.
    expect((await call('impulsa admin', 'POST', retry)).json()).toMatchObject({ error: 'not_failed' });
    expect((await call('impulsa admin', 'POST', retry.replace(`/${unlucky.id}/`, '/999999/'))).statusCode).toBe(404);
    expect((await call('impulsa editor', 'POST', retry)).statusCode).toBe(403);
  });

  it('lets an editor send nothing', async () => {
    const response = await call('impulsa editor', 'POST', `/api/console/achievements/${ventas}/codes/send/`);
    expect(response.statusCode).toBe(403);
  });

  it('says how many earners are left without a code when the codes run out', async () => {
    const webinar = await call('impulsa admin', 'POST', '/api/console/webinars/', {
      title: 'Cupo limitado',
      starts_at: '2026-04-01T17:00:00.000Z',
      duration_minutes: 60,
      join_url: 'https://eventos.example/cupo',
    });
    expect(webinar.statusCode, webinar.body).toBe(201);
    const webinarId = webinar.json().id as number;
    await call('impulsa admin', 'POST', `/api/console/webinars/${webinarId}/codes/`, { count: 1 });
    const achievement = await call('impulsa admin', 'POST', '/api/console/achievements/', {
      module_id: await moduleId(ctx.db, MODULE),
      title: 'Cupo para pocos',
      description: 'Termina el módulo.',
      prize_kind: 'webinar',
      prize_title: 'Un lugar',
      prize_description: 'Hay un solo código.',
      webinar_id: webinarId,
    });
    expect(achievement.statusCode, achievement.body).toBe(201);
    const outcome = await sent(achievement.json().id);
    expect(outcome.earners).toBeGreaterThan(2);
    expect(outcome).toMatchObject({ assigned: 1, withoutCode: outcome.earners - 1 });
  });

  it('refuses a prize that is not a webinar, and a webinar without codes (409)', async () => {
    const report = await send(await achievementId(ctx.db, 'Finanzas en orden'));
    expect(report.statusCode).toBe(409);
    expect(report.json()).toMatchObject({ error: 'not_webinar_prize' });
    const webinar = await call('impulsa admin', 'POST', '/api/console/webinars/', {
      title: 'Sin códigos',
      starts_at: '2026-04-02T17:00:00.000Z',
      duration_minutes: 60,
      join_url: 'https://eventos.example/sin-codigos',
    });
    const achievement = await call('impulsa admin', 'POST', '/api/console/achievements/', {
      module_id: await moduleId(ctx.db, MODULE),
      title: 'Sin códigos todavía',
      description: 'Termina el módulo.',
      prize_kind: 'webinar',
      prize_title: 'Un lugar',
      prize_description: 'Aún no hay códigos.',
      webinar_id: webinar.json().id,
    });
    const empty = await send(achievement.json().id);
    expect(empty.statusCode).toBe(409);
    expect(empty.json()).toMatchObject({ error: 'no_codes' });
  });
});

describe('the code on the learner’s side', () => {
  it('is on their prize screen until they redeem it, and no one else can redeem it', async () => {
    const owner = await earner();
    const other = await earner();
    await sent();
    const { code } = await prizeCode(owner.token);
    expect(code).toMatch(/^IMP-/);
    const webinarId = (await list()).achievement.webinar?.id;
    const tryCode = (token: string, address: string) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/webinars/${webinarId}/redeem_code/`,
        headers: bearer(token),
        payload: { code },
        remoteAddress: address,
      });
    expect((await tryCode(other.token, '198.51.100.201')).json()).toMatchObject({ error: 'invalid_code' });
    expect((await tryCode(owner.token, '198.51.100.202')).statusCode).toBe(200);
    expect(await prizeCode(owner.token)).toMatchObject({ code: null, join_url: expect.stringMatching(/^https:/) });
    expect(await rowOf(owner)).toMatchObject({ code, codeRedeemed: true });
  });
});

describe("the console's learner page", () => {
  it('lists the achievements the learner earned, with the day', async () => {
    const response = await call('impulsa admin', 'GET', `/api/console/insight/learners/${maria.id}/`);
    expect(response.statusCode, response.body).toBe(200);
    // Beside the ones this file's tests added on the same module.
    expect(response.json().achievements).toContainEqual({
      id: ventas,
      title: 'Estrella de ventas',
      earnedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    const fresh = await newLearner(ctx.db, 'impulsa', `sin-logros-${process.pid}@impulsa.example`);
    const none = await call('impulsa admin', 'GET', `/api/console/insight/learners/${fresh.id}/`);
    expect(none.json().achievements).toEqual([]);
  });
});

describe('the code message’s WhatsApp template', () => {
  it('goes outside the 24-hour window as the newest template Meta approved', async () => {
    // A renamed ally has words Meta has not seen: the console offers them for approval.
    await ctx.db.update(allies).set({ name: 'Impulsa Negocios' }).where(eq(allies.code, 'impulsa'));
    try {
      const listed = await call('impulsa admin', 'GET', '/api/console/reminders/templates/');
      const template = listed
        .json()
        .templates.find(
          (one: { kind: string; language: string }) => one.kind === 'webinar_code' && one.language === 'es',
        );
      expect(template).toMatchObject({ status: 'approved', submittable: true, approved: { version: 1 } });
      expect(template.body).toContain('en Impulsa Negocios te guardamos un lugar');
      const submitted = await call('impulsa admin', 'POST', '/api/console/reminders/webinar_code/templates/es/', {});
      expect(submitted.statusCode, submitted.body).toBe(200);
      expect(submitted.json()).toMatchObject({
        status: 'approved',
        submittable: false,
        approved: { version: 2, name: 'aula_impulsa_webinar_code_es_v2' },
      });
      const later = await earner({ channel: 'whatsapp' });
      const webinarId = (await list()).achievement.webinar?.id;
      // Enough new codes for every earner still without one (the earlier tests used the pool up).
      await call('impulsa admin', 'POST', `/api/console/webinars/${webinarId}/codes/`, { count: 20 });
      await sent();
      expect(await rowOf(later)).toMatchObject({ message: { status: 'sent', channel: 'whatsapp' } });
      const [message] = await outboxFor(ctx, later.phone);
      expect(message?.subject).toBe('template aula_impulsa_webinar_code_es_v2 (es)');
      expect(message?.body).toContain('en Impulsa Negocios te guardamos un lugar');
    } finally {
      await ctx.db.update(allies).set({ name: 'Impulsa' }).where(eq(allies.code, 'impulsa'));
    }
  });
});
