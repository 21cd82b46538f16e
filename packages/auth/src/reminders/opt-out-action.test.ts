import { useMswServer } from '@aula/testing/msw';
import { postToAction } from '@aula/testing/page-action';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { recordCalls } from '../test-render';
import { optOutAction } from './opt-out-action';

// The opt-out page's button posted to the server before the app runs. Bad input tried: a token
// cut short ("abc"), a token the API refuses (a forged one), a form the page has not; the API
// out of reach (a network failure).

const server = useMswServer();

/** A token of the mocks' shape: learner 1's opt-out link. */
const TOKEN = 'mock-opt-out-1-abcdef123456';

type Answer = {
  data: { form: string | null; values: Record<string, unknown>; refusal?: { code: string } };
  init: { status?: number };
} & Response;

const post = async (token: string, form = 'baja') =>
  (
    await postToAction(
      optOutAction,
      `/mx/impulsa/recordatorios/baja?t=${encodeURIComponent(token)}`,
      {},
      {
        _form: form,
      },
    )
  ).answer as unknown as Answer;

describe('optOutAction', () => {
  it('opts out and comes back to the same page saying it is done, 303', async () => {
    const calls = recordCalls(server);
    const answer = await post(TOKEN);
    expect(answer).toBeInstanceOf(Response);
    expect(answer.headers.get('location')).toBe(`/mx/impulsa/recordatorios/baja?t=${TOKEN}&hecho=1`);
    expect(calls).toEqual([{ call: 'POST /api/reminders/opt-out/', body: { token: TOKEN } }]);
  });

  it('draws a token cut short as the dead link without calling the API, 400', async () => {
    const calls = recordCalls(server);
    const answer = await post('abc');
    expect(calls).toEqual([]);
    expect(answer.init.status).toBe(400);
    expect(answer.data).toEqual({ form: 'baja', values: {}, refusal: { code: 'bad_request', fields: [] } });
  });

  it('draws a token the API refuses (a forged one) as the dead link, 400', async () => {
    const answer = await post('forged-token-0000000000000');
    expect(answer.init.status).toBe(400);
    expect(answer.data.refusal?.code).toBe('bad_request');
  });

  it('says a network failure as such, so the page offers the button again', async () => {
    server.use(http.post('*/api/reminders/opt-out/', () => HttpResponse.error()));
    const answer = await post(TOKEN);
    expect(answer.init.status).toBe(400);
    expect(answer.data.refusal?.code).toBe('network');
  });

  it('refuses a form the page has not, 400', async () => {
    const answer = await post(TOKEN, 'reminders');
    expect(answer.init.status).toBe(400);
    expect(answer.data.form).toBeNull();
  });
});
