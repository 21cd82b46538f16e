import { clearAllCookies, plantSession } from '@aula/testing/cookies';
import { useMswServer } from '@aula/testing/msw';
import { postToAction } from '@aula/testing/page-action';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { recordCalls } from '../test-render';
import { remindersAction } from './reminders-action';

// The reminders form posted before the app runs. Bad input tried: a channel not offered ("sms"),
// a quiet hour past the day ("25"), a time zone that does not exist ("Mars/Olympus"), a channel
// the account cannot be reached on (refused by the API), a form the page has not.

const server = useMswServer();
beforeEach(() => plantSession('mock-token-1'));
afterEach(clearAllCookies);

type Answer = {
  data: { form: string; values: Record<string, unknown>; refusal?: { code: string } };
  init: { status?: number };
} & Response;

const post = async (fields: Record<string, string>) =>
  (
    await postToAction(
      remindersAction,
      '/mx/impulsa/seccion/cuenta/recordatorios',
      { country: 'mx', allyCode: 'impulsa' },
      fields,
    )
  ).answer as unknown as Answer;

const choice = (fields: Record<string, string> = {}) => ({
  _form: 'reminders',
  optedIn: 'on',
  channel: 'whatsapp',
  frequency: 'daily',
  'quietHours.start': '22',
  'quietHours.end': '7',
  timeZone: 'America/Cancun',
  language: 'en',
  ...fields,
});

const puts = (calls: ReturnType<typeof recordCalls>) =>
  calls.filter(({ call }) => call === 'PUT /api/account/reminders/').map(({ body }) => body);

describe('remindersAction', () => {
  it('saves the choice as the contract has it and goes back to the form saying so', async () => {
    const calls = recordCalls(server);
    const answer = await post(choice());
    expect(answer.headers.get('location')).toBe('/mx/impulsa/seccion/cuenta/recordatorios?guardado=1');
    expect(puts(calls)).toEqual([
      {
        optedIn: true,
        channel: 'whatsapp',
        frequency: 'daily',
        quietHours: { start: 22, end: 7 },
        timeZone: 'America/Cancun',
        language: 'en',
      },
    ]);
  });

  it('reads a box not ticked (absent from the post) as no, and keeps what was not posted as saved', async () => {
    const calls = recordCalls(server);
    const { optedIn: _ticked, channel: _greyed, ...unticked } = choice();
    const answer = await post(unticked);
    expect(answer.headers.get('location')).toBe('/mx/impulsa/seccion/cuenta/recordatorios?guardado=1');
    expect(puts(calls)).toEqual([expect.objectContaining({ optedIn: false, channel: 'whatsapp' })]);
  });

  it.each([
    ['a channel not offered', { channel: 'sms' }, { channel: 'sms' }],
    ['a quiet hour past the day', { 'quietHours.start': '25' }, { quietHours: { start: 25, end: 7 } }],
    ['a time zone that does not exist', { timeZone: 'Mars/Olympus' }, { timeZone: 'Mars/Olympus' }],
  ])('draws %s back with the choice sent, 400, saving nothing', async (_case, fields, sent) => {
    const calls = recordCalls(server);
    const answer = await post(choice(fields));
    expect(answer.init.status).toBe(400);
    expect(answer.data).toMatchObject({ form: 'reminders', values: { optedIn: true, frequency: 'daily', ...sent } });
    expect(answer.data.refusal).toBeUndefined();
    expect(puts(calls)).toEqual([]);
  });

  it('draws the API refusing a channel the account cannot be reached on, with the choice sent', async () => {
    server.use(
      http.put('*/api/account/reminders/', () =>
        HttpResponse.json(
          {
            error: 'bad_request',
            message: 'Invalid input',
            fields: [{ field: 'channel', reason: 'the account has no address for this channel' }],
          },
          { status: 400 },
        ),
      ),
    );
    const answer = await post(choice({ channel: 'email' }));
    expect(answer.init.status).toBe(400);
    expect(answer.data).toMatchObject({
      form: 'reminders',
      values: { channel: 'email' },
      refusal: { code: 'bad_request' },
    });
  });

  it('refuses a form it does not know', async () => {
    expect((await post({ _form: 'personal', first_name: 'Ana' })).init.status).toBe(400);
  });
});
