import { codeTemplateText } from '@aula/contracts/code-message';
import { templateRuleBreach } from '@aula/contracts/reminder-templates';
import { describe, expect, it } from 'vitest';
import { OutboxWhatsApp, readOutbox } from '../src/adapters/outbox';
import { testClock } from './helpers/account';
import { useTestApp } from './helpers/app';
import { consoleCaller } from './helpers/console-team';
import { bearer, newLearner } from './helpers/content';
import { templateReminderSent } from './helpers/reminder-send';

// The reminders' WhatsApp templates (issue 40) with the local stand-in for Meta (the development
// outbox): a saved text goes for approval as the template's next version and is decided at once,
// approved or rejected with Meta's kind of reason; messages outside the 24-hour window go as the
// newest approved version; the kind's settings carry a version, and a stale save is 409.

const START = new Date('2026-03-02T16:00:00Z'); // 10:00 in Mexico City
const clock = testClock(START);
const ctx = useTestApp({}, { now: clock.now });
const consoleCall = consoleCaller(() => ctx.app);

type Caller = Parameters<typeof consoleCall>[0];

const kindBody = (es: string, version: number) => ({
  version,
  enabled: true,
  afterDays: 3,
  sendHour: 9,
  templates: { es: { body: es }, en: { body: 'Hi {name}, see "{lesson}".' } },
});

async function settingsOf(kind: string, who: Caller = 'impulsa editor') {
  const answer = await consoleCall(who, 'GET', '/api/console/reminders/');
  return answer.json().kinds.find((one: { kind: string }) => one.kind === kind);
}

async function templateOf(kind: string, language: 'es' | 'en', who: Caller = 'impulsa editor') {
  const answer = await consoleCall(who, 'GET', '/api/console/reminders/templates/');
  expect(answer.statusCode).toBe(200);
  return answer
    .json()
    .templates.find((one: { kind: string; language: string }) => one.kind === kind && one.language === language);
}

/** Saves a new Spanish text for the kind from its current version, then sends it for approval. */
async function saveAndSubmit(kind: string, es: string, who: Caller = 'impulsa editor') {
  const { version } = await settingsOf(kind, who);
  const saved = await consoleCall(who, 'PUT', `/api/console/reminders/${kind}/`, kindBody(es, version));
  expect(saved.statusCode).toBe(200);
  return consoleCall(who, 'POST', `/api/console/reminders/${kind}/templates/es/`, { version: saved.json().version });
}

describe('the templates as the console lists them', () => {
  it('shows each kind and language with the seeded approved version 1 and nothing to send', async () => {
    const answer = await consoleCall('impulsa admin', 'GET', '/api/console/reminders/templates/');
    expect(answer.statusCode).toBe(200);
    const { templates } = answer.json();
    // Four reminder kinds and the webinar code's message, each in Spanish and English.
    expect(templates).toHaveLength(10);
    expect(templates[0]).toMatchObject({
      kind: 'stopped_mid_lesson',
      language: 'es',
      status: 'approved',
      latest: null,
      submittable: false,
      approved: {
        version: 1,
        name: 'aula_impulsa_stopped_mid_lesson_es',
        status: 'approved',
        reason: null,
        text: expect.stringMatching(
          /^Hola \{\{1\}\}, te quedaste .*\n\nEntra aquí: \{\{3\}\}\nPara no recibir más avisos abre \{\{4\}\} o responde BAJA\.$/s,
        ),
      },
    });
    expect(templates[1]).toMatchObject({ kind: 'stopped_mid_lesson', language: 'en', status: 'approved' });
    expect(templates[8]).toMatchObject({
      kind: 'webinar_code',
      language: 'es',
      status: 'approved',
      submittable: false,
      approved: {
        version: 1,
        name: 'aula_impulsa_webinar_code_es',
        text: expect.stringMatching(
          /^Hola \{\{1\}\}: en Impulsa te guardamos .*«\{\{2\}\}», el \{\{3\}\}\.\nTu código es \{\{4\}\}\. Canjéalo aquí: \{\{5\}\}\n\nPara no recibir más avisos abre \{\{6\}\} o responde BAJA\.$/s,
        ),
      },
    });
    expect(templates[9]).toMatchObject({ kind: 'webinar_code', language: 'en', status: 'approved' });
  });

  it('keeps the webinar code message within Meta’s rules in both languages', () => {
    for (const language of ['es', 'en'] as const) {
      expect(templateRuleBreach(codeTemplateText('Crecer', language))).toBeUndefined();
    }
  });
});

describe('sending a text for approval', () => {
  it('approves a text that follows the rules at once, as version 2, and sends it from then on', async () => {
    // Saved but not yet submitted: outside the window the approved version 1 still goes.
    const { version } = await settingsOf('new_module');
    const saved = await consoleCall(
      'impulsa editor',
      'PUT',
      '/api/console/reminders/new_module/',
      kindBody('Hola {nombre}, estrenamos «{leccion}» para ti.', version),
    );
    expect(saved.statusCode).toBe(200);
    expect(await templateOf('new_module', 'es')).toMatchObject({ status: 'approved', submittable: true });
    const before = await templateReminderSent(ctx.app, ctx.db, 'new_module', clock.now());
    const [first] = await readOutbox(ctx.db, { to: before.phone });
    expect(first?.subject).toBe('template aula_impulsa_new_module_es (es)');
    expect(first?.body).toContain('Hola Ana, hay un módulo nuevo para tu negocio: «Precios justos».');
    expect(before.message.text).toBe(first?.body);

    const submitted = await consoleCall('impulsa editor', 'POST', '/api/console/reminders/new_module/templates/es/', {
      version: saved.json().version,
    });
    expect(submitted.statusCode).toBe(200);
    expect(submitted.json()).toMatchObject({
      status: 'approved',
      latest: null,
      submittable: false,
      approved: {
        version: 2,
        name: 'aula_impulsa_new_module_es_v2',
        body: 'Hola {nombre}, estrenamos «{leccion}» para ti.',
        text: 'Hola {{1}}, estrenamos «{{2}}» para ti.\n\nEntra aquí: {{3}}\nPara no recibir más avisos abre {{4}} o responde BAJA.',
      },
    });

    const after = await templateReminderSent(ctx.app, ctx.db, 'new_module', clock.now());
    const [second] = await readOutbox(ctx.db, { to: after.phone });
    expect(second?.subject).toBe('template aula_impulsa_new_module_es_v2 (es)');
    expect(second?.body).toMatch(
      /^Hola Ana, estrenamos «Precios justos» para ti\.\n\nEntra aquí: \S+\/mx\/impulsa\/volver\?t=\S+\nPara no recibir más avisos abre \S+\/mx\/impulsa\/recordatorios\/baja\?t=\S+ o responde BAJA\.$/,
    );
    // The console's preview shows the same approved words for outside the window.
    const preview = await consoleCall('impulsa editor', 'POST', '/api/console/reminders/preview/', {
      kind: 'new_module',
      language: 'es',
      body: 'Un borrador que nadie aprobó: {leccion}',
    });
    expect(preview.json().template).toMatchObject({ name: 'aula_impulsa_new_module_es_v2', approved: true });
    expect(preview.json().template.text).toContain('estrenamos «');
    expect(preview.json().text).toContain('Un borrador que nadie aprobó');
  });

  it.each([
    ['a variable at the very start', '{nombre}, mira «{leccion}».', 'INVALID_FORMAT: the body starts with a variable'],
    [
      'two variables side by side',
      'Felicidades {nombre}{leccion}, lo lograste.',
      'INVALID_FORMAT: two variables side by side with nothing between',
    ],
  ])('rejects %s with its reason, and keeps sending the approved version', async (_, text, reason) => {
    const submitted = await saveAndSubmit('achievement_earned', text, 'impulsa admin');
    expect(submitted.statusCode).toBe(200);
    expect(submitted.json()).toMatchObject({
      status: 'rejected',
      approved: { version: 1, name: 'aula_impulsa_achievement_earned_es' },
      latest: { status: 'rejected', reason, body: text },
      // The same text may be sent again: a review is not always right.
      submittable: true,
    });
    const sent = await templateReminderSent(ctx.app, ctx.db, 'achievement_earned', clock.now());
    const [message] = await readOutbox(ctx.db, { to: sent.phone });
    expect(message?.subject).toBe('template aula_impulsa_achievement_earned_es (es)');
    expect(message?.body).toContain('¡Felicidades Ana! Ganaste el logro «Precios justos».');
  });

  it('refuses to send again a text Meta already approved (400 template_unchanged)', async () => {
    const { version } = await settingsOf('stopped_mid_lesson');
    const again = await consoleCall(
      'impulsa editor',
      'POST',
      '/api/console/reminders/stopped_mid_lesson/templates/en/',
      {
        version,
      },
    );
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toBe('template_unchanged');
  });
});

describe('the local stand-in for Meta', () => {
  it.each([
    ['nothing but variables', '{{1}} {{2}}', 'INVALID_FORMAT: the body has nothing but variables'],
    [
      'more than 1024 characters',
      `Hola {{1}}, ${'a'.repeat(1020)}.`,
      'INVALID_FORMAT: the body is longer than 1024 characters',
    ],
    ['a variable at the very end', 'Hola, entra aquí: {{1}}', 'INVALID_FORMAT: the body ends with a variable'],
  ])('rejects a body with %s, naming why', async (_, text, reason) => {
    const local = new OutboxWhatsApp(ctx.db);
    const review = await local.submitTemplate({ name: 'aula_test_body', language: 'es', text, examples: ['Ana'] });
    expect(review).toMatchObject({ status: 'rejected', reason });
    expect(await local.templateStatus({ name: 'aula_test_body', language: 'es' })).toEqual(review);
  });
});

describe('a save or a submission from a stale version', () => {
  it('is refused with 409 edit_conflict and the kind as someone else saved it', async () => {
    const { version } = await settingsOf('webinar_reminder');
    const first = await consoleCall(
      'impulsa editor',
      'PUT',
      '/api/console/reminders/webinar_reminder/',
      kindBody('Hola {nombre}, mañana es «{leccion}».', version),
    );
    expect(first.statusCode).toBe(200);
    expect(first.json().version).toBe(version + 1);
    const second = await consoleCall(
      'impulsa admin',
      'PUT',
      '/api/console/reminders/webinar_reminder/',
      kindBody('Hola {nombre}, no faltes a «{leccion}».', version),
    );
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({
      error: 'edit_conflict',
      current: {
        kind: 'webinar_reminder',
        version: version + 1,
        templates: { es: { body: 'Hola {nombre}, mañana es «{leccion}».' } },
      },
    });
    const stale = await consoleCall('impulsa admin', 'POST', '/api/console/reminders/webinar_reminder/templates/es/', {
      version,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().current.version).toBe(version + 1);
    expect((await templateOf('webinar_reminder', 'es')).approved.version).toBe(1);
  });
});

describe('bad input', () => {
  const saveOf = (change: object, kind = 'stopped_mid_lesson') =>
    consoleCall('impulsa editor', 'PUT', `/api/console/reminders/${kind}/`, {
      ...kindBody('Hola {nombre}', 1),
      ...change,
    });

  it.each([
    ['an empty text', { templates: { es: { body: '' }, en: { body: 'Hi' } } }, 'templates.es.body'],
    [
      'a text over the limit',
      { templates: { es: { body: 'a'.repeat(701) }, en: { body: 'Hi' } } },
      'templates.es.body',
    ],
    ['a version that is not a number', { version: 'dos' }, 'version'],
    ['no version', { version: undefined }, 'version'],
  ])('refuses a save with %s (400 naming the field)', async (_, change, field) => {
    const answer = await saveOf(change);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().fields.map((problem: { field: string }) => problem.field)).toContain(field);
  });

  it.each([
    ['an unknown kind', '/api/console/reminders/birthday/templates/es/', { version: 1 }, 'kind'],
    ['an unknown language', '/api/console/reminders/new_module/templates/fr/', { version: 1 }, 'language'],
    ['a version that is not a number', '/api/console/reminders/new_module/templates/es/', { version: 'x' }, 'version'],
    ['a version of 0', '/api/console/reminders/new_module/templates/es/', { version: 0 }, 'version'],
    ['no version for a reminder kind', '/api/console/reminders/new_module/templates/es/', {}, 'version'],
    ['a field it does not take', '/api/console/reminders/webinar_code/templates/es/', { text: 'Hola' }, 'text'],
  ])('refuses a submission with %s (400 naming it)', async (_, url, body, field) => {
    const answer = await consoleCall('impulsa editor', 'POST', url, body);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().fields.map((problem: { field: string }) => problem.field)).toContain(field);
  });
});

describe('who may', () => {
  it('lets editors and admins of the ally see and submit, each ally its own; a learner none of it', async () => {
    expect((await templateOf('new_module', 'es', 'impulsa admin')).approved.version).toBe(2);
    // Crecer's list is its own: its version 1 under its own name.
    expect((await templateOf('new_module', 'es', 'crecer editor')).approved).toMatchObject({
      version: 1,
      name: 'aula_crecer_new_module_es',
    });
    const byCrecerAdmin = await saveAndSubmit(
      'new_module',
      'Hola {nombre}, nuevo en Crecer: «{leccion}».',
      'crecer admin',
    );
    expect(byCrecerAdmin.json().approved.name).toBe('aula_crecer_new_module_es_v2');
    expect((await templateOf('new_module', 'es', 'impulsa editor')).approved.name).toBe(
      'aula_impulsa_new_module_es_v2',
    );

    const learner = await newLearner(ctx.db, 'impulsa', `templates-learner-${process.pid}@example.com`);
    const headers = { ...bearer(learner.token), 'x-aula-ally': 'impulsa' };
    const list = await ctx.app.inject({ method: 'GET', url: '/api/console/reminders/templates/', headers });
    expect(list.statusCode).toBe(403);
    const submit = await ctx.app.inject({
      method: 'POST',
      url: '/api/console/reminders/new_module/templates/es/',
      headers,
      payload: { version: 2 },
    });
    expect(submit.statusCode).toBe(403);
    const otherAlly = await consoleCall(
      'crecer editor',
      'GET',
      '/api/console/reminders/templates/',
      undefined,
      'impulsa',
    );
    expect(otherAlly.statusCode).toBe(403);
  });
});
