import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WhatsAppCloud } from '../src/adapters/whatsapp-cloud';
import type { Fetch } from '../src/ports/messaging';
import { recheckPendingTemplates } from '../src/services/reminders/template-reviews';
import { testClock } from './helpers/account';
import { useTestApp } from './helpers/app';
import { consoleCaller } from './helpers/console-team';
import { templateReminderSent } from './helpers/reminder-send';

// The reminders' WhatsApp templates through the Cloud API adapter (issue 40), against a fake Graph
// API on a local port that records every request as it arrived: the exact bodies of a submission
// and of a status read; a text in review while the approved version keeps being sent, then taken
// once Meta approves it (by the webhook, or by asking again); a refusal and an outage.

const START = new Date('2026-03-02T16:00:00Z');
const clock = testClock(START);

interface Recorded {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: unknown;
}

/** The fake Graph API: what it was asked, and what it answers next. */
const graph = {
  requests: [] as Recorded[],
  /** The answer to the next template submission. */
  submission: { status: 200, body: {} as unknown },
  /** The templates a status read finds, by name. */
  templates: new Map<
    string,
    { id: string; name: string; language: string; status: string; rejected_reason?: string }
  >(),
  sent: 0,
};

const server = createServer((request, response) => {
  let raw = '';
  request.on('data', (chunk) => {
    raw += chunk;
  });
  request.on('end', () => {
    graph.requests.push({
      method: request.method ?? '',
      url: request.url ?? '',
      headers: request.headers,
      body: raw ? JSON.parse(raw) : undefined,
    });
    const url = new URL(request.url ?? '/', 'http://graph.test');
    const answer = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (url.pathname.endsWith('/messages')) {
      graph.sent += 1;
      return answer(200, { messages: [{ id: `wamid.fake-${graph.sent}` }] });
    }
    if (request.method === 'POST') return answer(graph.submission.status, graph.submission.body);
    const found = graph.templates.get(url.searchParams.get('name') ?? '');
    return answer(200, { data: found ? [found] : [], paging: {} });
  });
});

let base = '';
/** The adapter's fetch, sent to the fake server instead of graph.facebook.com. */
const toFake: Fetch = (url, init) => fetch(String(url).replace('https://graph.facebook.com', base), init);

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const ctx = useTestApp(
  {
    WHATSAPP_TOKEN: 'graph-token',
    WHATSAPP_PHONE_NUMBER_ID: '1098765',
    WHATSAPP_BUSINESS_ACCOUNT_ID: '4455667788',
    WHATSAPP_GRAPH_VERSION: 'v21.0',
    WHATSAPP_APP_SECRET: 'app-secret-for-tests',
  },
  { now: clock.now, fetch: (url, init) => toFake(url, init) },
);
const consoleCall = consoleCaller(() => ctx.app);

const templateCalls = () => graph.requests.filter((request) => request.url.includes('/message_templates'));
const sentTemplateName = () => {
  const last = graph.requests.filter((request) => request.url.endsWith('/messages')).at(-1);
  return (last?.body as { template?: { name?: string } } | undefined)?.template?.name;
};

async function saveAndSubmit(kind: string, es: string) {
  const settings = (await consoleCall('impulsa editor', 'GET', '/api/console/reminders/')).json();
  const { version } = settings.kinds.find((one: { kind: string }) => one.kind === kind);
  const saved = await consoleCall('impulsa editor', 'PUT', `/api/console/reminders/${kind}/`, {
    version,
    enabled: true,
    afterDays: 3,
    sendHour: 9,
    templates: { es: { body: es }, en: { body: 'Hi {name}, see "{lesson}".' } },
  });
  expect(saved.statusCode).toBe(200);
  graph.requests = [];
  return consoleCall('impulsa editor', 'POST', `/api/console/reminders/${kind}/templates/es/`, {
    version: saved.json().version,
  });
}

async function templateOf(kind: string) {
  const answer = await consoleCall('impulsa editor', 'GET', '/api/console/reminders/templates/');
  return answer
    .json()
    .templates.find((one: { kind: string; language: string }) => one.kind === kind && one.language === 'es');
}

function webhook(value: object) {
  const body = JSON.stringify({
    object: 'whatsapp_business_account',
    entry: [{ id: '4455667788', time: 1772467200, changes: [{ field: 'message_template_status_update', value }] }],
  });
  return ctx.app.inject({
    method: 'POST',
    url: '/api/whatsapp/webhook/',
    headers: {
      'content-type': 'application/json',
      'x-hub-signature-256': `sha256=${createHmac('sha256', 'app-secret-for-tests').update(body).digest('hex')}`,
    },
    payload: body,
  });
}

describe('a submission through the Cloud API', () => {
  it('POSTs name, language, UTILITY and a BODY with {{n}} variables and their examples, with the token', async () => {
    graph.submission = { status: 200, body: { id: '9001', status: 'PENDING', category: 'UTILITY' } };
    const submitted = await saveAndSubmit('new_module', 'Hola {nombre}, llegó «{leccion}».');
    expect(submitted.statusCode).toBe(200);
    const [call] = templateCalls();
    expect(call?.method).toBe('POST');
    expect(call?.url).toBe('/v21.0/4455667788/message_templates');
    expect(call?.headers.authorization).toBe('Bearer graph-token');
    expect(call?.headers['content-type']).toBe('application/json');
    expect(call?.body).toEqual({
      name: 'aula_impulsa_new_module_es_v2',
      language: 'es',
      category: 'UTILITY',
      components: [
        {
          type: 'BODY',
          text: 'Hola {{1}}, llegó «{{2}}».\n\nEntra aquí: {{3}}\nPara no recibir más avisos abre {{4}} o responde BAJA.',
          example: {
            body_text: [
              [
                'Ana',
                expect.any(String),
                'http://localhost:3000/mx/impulsa/volver?t=AbC123xYz',
                'http://localhost:3000/mx/impulsa/recordatorios/baja?t=AbC123xYz',
              ],
            ],
          },
        },
      ],
    });
    expect(submitted.json()).toMatchObject({
      status: 'pending',
      approved: { version: 1, name: 'aula_impulsa_new_module_es' },
      latest: { version: 2, name: 'aula_impulsa_new_module_es_v2', status: 'pending', reason: null },
      submittable: false,
    });
  });

  it('keeps sending the approved version 1 while version 2 is in review, and version 2 once the webhook approves it', async () => {
    await templateReminderSent(ctx.app, ctx.db, 'new_module', clock.now());
    expect(sentTemplateName()).toBe('aula_impulsa_new_module_es');

    const approved = await webhook({
      event: 'APPROVED',
      message_template_id: 9001,
      message_template_name: 'aula_impulsa_new_module_es_v2',
      message_template_language: 'es',
      reason: 'NONE',
    });
    expect(approved.statusCode).toBe(200);
    expect(await templateOf('new_module')).toMatchObject({
      status: 'approved',
      approved: { version: 2 },
      latest: null,
    });
    const { message } = await templateReminderSent(ctx.app, ctx.db, 'new_module', clock.now());
    expect(sentTemplateName()).toBe('aula_impulsa_new_module_es_v2');
    expect(message.text).toContain('llegó «Precios justos».');
  });

  it('reads a status with GET …/message_templates?name=, and takes an approval found there without the webhook', async () => {
    graph.submission = { status: 200, body: { id: '9002', status: 'PENDING', category: 'UTILITY' } };
    await saveAndSubmit('webinar_reminder', 'Hola {nombre}, hoy es «{leccion}».');
    // Meta decides; no webhook comes. Opening the screen within a minute of the last answer asks nothing.
    graph.templates.set('aula_impulsa_webinar_reminder_es_v2', {
      id: '9002',
      name: 'aula_impulsa_webinar_reminder_es_v2',
      language: 'es',
      status: 'APPROVED',
    });
    graph.requests = [];
    expect((await templateOf('webinar_reminder')).status).toBe('pending');
    expect(templateCalls()).toEqual([]);

    clock.advance(61);
    expect((await templateOf('webinar_reminder')).status).toBe('approved');
    const [read] = templateCalls();
    expect(read?.method).toBe('GET');
    const url = new URL(read?.url ?? '', 'http://graph.test');
    expect(url.pathname).toBe('/v21.0/4455667788/message_templates');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      name: 'aula_impulsa_webinar_reminder_es_v2',
      fields: 'id,name,language,status,rejected_reason',
    });
    expect(read?.headers.authorization).toBe('Bearer graph-token');
    expect(read?.body).toBeUndefined();
  });

  it('takes a decision on the reminders’ schedule too, and a rejection with Meta’s reason', async () => {
    graph.submission = { status: 200, body: { id: '9003', status: 'PENDING', category: 'UTILITY' } };
    await saveAndSubmit('achievement_earned', 'Bien hecho {nombre}: ganaste «{leccion}».');
    graph.templates.set('aula_impulsa_achievement_earned_es_v2', {
      id: '9003',
      name: 'aula_impulsa_achievement_earned_es_v2',
      language: 'es',
      status: 'REJECTED',
      rejected_reason: 'INCORRECT_CATEGORY',
    });
    clock.advance(61);
    expect(await recheckPendingTemplates(ctx.app, clock.now())).toBe(1);
    expect(await templateOf('achievement_earned')).toMatchObject({
      status: 'rejected',
      approved: { version: 1 },
      latest: { version: 2, reason: 'INCORRECT_CATEGORY' },
      submittable: true,
    });
    // The webhook's word for it counts the same (here: reinstated after an appeal).
    await webhook({ event: 'APPROVED', message_template_id: '9003', reason: null });
    expect((await templateOf('achievement_earned')).approved.version).toBe(2);
  });

  it('records a body Meta refuses outright (400) as rejected with its message', async () => {
    graph.submission = {
      status: 400,
      body: {
        error: {
          message: 'Invalid parameter',
          code: 100,
          error_subcode: 2388043,
          error_user_msg: 'Variables can’t be at the start or end of the template.',
        },
      },
    };
    const submitted = await saveAndSubmit('stopped_mid_lesson', 'Hola {nombre}, sigue con {leccion}');
    expect(submitted.statusCode).toBe(200);
    expect(submitted.json().latest).toMatchObject({
      status: 'rejected',
      reason: 'Variables can’t be at the start or end of the template.',
    });
  });

  it('answers 502 when the Graph API fails, keeping no version', async () => {
    graph.submission = { status: 500, body: { error: { message: 'Service temporarily unavailable' } } };
    const submitted = await saveAndSubmit('stopped_mid_lesson', 'Hola {nombre}, retoma «{leccion}» hoy.');
    expect(submitted.statusCode).toBe(502);
    expect(submitted.json().error).toBe('whatsapp_unavailable');
    const after = await templateOf('stopped_mid_lesson');
    expect(after.latest.version).toBe(2);
    expect(after.submittable).toBe(true);
  });
});

describe('the adapter without a business account', () => {
  it('refuses to submit or read templates, naming the setting', async () => {
    const cloud = new WhatsAppCloud({ token: 't', phoneNumberId: '1' }, toFake);
    await expect(
      cloud.submitTemplate({ name: 'x', language: 'es', text: 'Hola {{1}}.', examples: ['Ana'] }),
    ).rejects.toThrow(/WHATSAPP_BUSINESS_ACCOUNT_ID/);
    await expect(cloud.templateStatus({ name: 'x', language: 'es' })).rejects.toThrow(/WHATSAPP_BUSINESS_ACCOUNT_ID/);
  });
});
