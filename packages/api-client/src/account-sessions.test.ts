import { server } from '@aula/mocks/node';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { accountApi } from './account';
import { describeApiError } from './errors';
import { setupStore } from './store';
import { setCookie } from './test/cookies';
import { recordRequests, requestLines } from './test/requests';

const signedInStore = () => {
  setCookie('token', 'mock-token-1');
  return setupStore();
};

describe('sessions endpoints', () => {
  it('sessions GETs the learner’s sessions with the bearer token', async () => {
    const store = signedInStore();
    const requests = recordRequests();
    const result = await store.dispatch(accountApi.endpoints.sessions.initiate());
    expect(requestLines(requests)).toEqual(['GET /api/sessions/']);
    expect(requests[0]?.headers.has('authorization')).toBe(false);
    expect(requests[0]?.credentials).toBe('include');
    expect(result.data?.results.find((session) => session.current)?.id).toBe(101);
  });

  it('endSession DELETEs one session, and the list is fetched again without it', async () => {
    const store = signedInStore();
    const list = store.dispatch(accountApi.endpoints.sessions.initiate());
    await list;
    const requests = recordRequests();
    await store.dispatch(accountApi.endpoints.endSession.initiate(102));
    await expect.poll(() => requestLines(requests)).toEqual(['DELETE /api/sessions/102/', 'GET /api/sessions/']);
    await expect
      .poll(() =>
        accountApi.endpoints.sessions
          .select()(store.getState())
          .data?.results.map(({ id }) => id),
      )
      .toEqual([101, 103]);
    list.unsubscribe();
  });

  it('refreshes the list even when the session was already gone (404 from another tab)', async () => {
    const store = signedInStore();
    const list = store.dispatch(accountApi.endpoints.sessions.initiate());
    await list;
    const requests = recordRequests();
    server.use(
      http.delete('*/api/sessions/:id/', () =>
        HttpResponse.json({ error: 'not_found', message: 'No such session' }, { status: 404 }),
      ),
    );
    const result = await store.dispatch(accountApi.endpoints.endSession.initiate(999));
    expect(describeApiError(result.error).status).toBe(404);
    await expect.poll(() => requestLines(requests)).toContain('GET /api/sessions/');
    list.unsubscribe();
  });

  it('a password change marks the list of sessions stale (the others ended)', async () => {
    const store = signedInStore();
    const list = store.dispatch(accountApi.endpoints.sessions.initiate());
    await list;
    const requests = recordRequests();
    await store.dispatch(
      accountApi.endpoints.updatePassword.initiate({ password: 'una-clave-nueva', current_password: 'Aula-demo-2026' }),
    );
    await expect.poll(() => requestLines(requests)).toContain('GET /api/sessions/');
    list.unsubscribe();
  });
});
