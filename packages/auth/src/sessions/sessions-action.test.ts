import { clearAllCookies, plantSession } from '@aula/testing/cookies';
import { useMswServer } from '@aula/testing/msw';
import { postToAction } from '@aula/testing/page-action';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { callsOf, recordCalls } from '../test-render';
import { sessionsAction } from './sessions-action';

// The sessions page's forms posted before the app runs. The mock learner's sessions: 101 (this
// device), 102 and 103. Bad input tried: a session id that is no number ("abc"), a form the page
// has not; the API failing to end one (500).

const server = useMswServer();
beforeEach(() => plantSession('mock-token-1'));
afterEach(clearAllCookies);

type Answer = {
  data: { form: string; values: Record<string, string>; refusal?: { code: string; status?: number } };
  init: { status?: number };
} & Response;

const post = async (fields: Record<string, string>, search = '') =>
  (
    await postToAction(
      sessionsAction,
      `/mx/impulsa/seccion/cuenta/sesiones${search}`,
      { country: 'mx', allyCode: 'impulsa' },
      fields,
    )
  ).answer as unknown as Answer;

const deletes = (calls: ReturnType<typeof recordCalls>) => callsOf(calls).filter((call) => call.startsWith('DELETE'));

describe('sessionsAction', () => {
  it('ends one session and goes back to the page saying one was ended', async () => {
    const calls = recordCalls(server);
    const answer = await post({ _form: 'session', session_id: '102' }, '?cerradas=2');
    expect(answer.headers.get('location')).toBe('/mx/impulsa/seccion/cuenta/sesiones?cerradas=1');
    expect(deletes(calls)).toEqual(['DELETE /api/sessions/102/']);
  });

  it('ends every other session, not this one, once asked, and leaves the question', async () => {
    const calls = recordCalls(server);
    const answer = await post({ _form: 'others' }, '?confirmar=otras');
    expect(answer.headers.get('location')).toBe('/mx/impulsa/seccion/cuenta/sesiones?cerradas=2');
    expect(deletes(calls).sort()).toEqual(['DELETE /api/sessions/102/', 'DELETE /api/sessions/103/']);
  });

  it('treats a session already ended elsewhere (404) as ended', async () => {
    server.use(
      http.delete('*/api/sessions/:id/', () =>
        HttpResponse.json({ error: 'not_found', message: 'No such session' }, { status: 404 }),
      ),
    );
    const answer = await post({ _form: 'session', session_id: '103' });
    expect(answer.headers.get('location')).toBe('/mx/impulsa/seccion/cuenta/sesiones?cerradas=1');
  });

  it('signs out when the session ended is this one, landing on the ally’s home page', async () => {
    const calls = recordCalls(server);
    const answer = await post({ _form: 'session', session_id: '101' });
    expect(answer.headers.get('location')).toBe('/mx/impulsa');
    expect(deletes(calls)).toEqual(['DELETE /api/sessions/101/']);
  });

  it('draws a session id that is no number back, 400, ending nothing', async () => {
    const calls = recordCalls(server);
    const answer = await post({ _form: 'session', session_id: 'abc' });
    expect(answer.init.status).toBe(400);
    expect(answer.data).toMatchObject({ form: 'session', values: { session_id: 'abc' } });
    expect(deletes(calls)).toEqual([]);
  });

  it('draws the API failing to end a session, 400, with its refusal', async () => {
    server.use(
      http.delete('*/api/sessions/:id/', () =>
        HttpResponse.json({ error: 'internal', message: 'boom' }, { status: 500 }),
      ),
    );
    const answer = await post({ _form: 'others' });
    expect(answer.init.status).toBe(400);
    expect(answer.data).toMatchObject({ form: 'others', refusal: { code: 'internal', status: 500 } });
  });

  it('refuses a form it does not know', async () => {
    expect((await post({ _form: 'password', session_id: '102' })).init.status).toBe(400);
  });
});
