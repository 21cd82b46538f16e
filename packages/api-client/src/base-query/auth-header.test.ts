import { describe, expect, it } from 'vitest';
import { fakeBaseQueryApi } from '../test/base-query-api';
import { setCookie } from '../test/cookies';
import { finishedLesson } from '../test/demo';
import { recordRequests } from '../test/requests';
import { withAuthHeader } from './auth-header';
import { fetchFromApi } from './fetch-from-api';

const baseQuery = withAuthHeader(fetchFromApi);

describe('auth header step', () => {
  it('sends the session cookie (credentials include) and no bearer header: the page holds no token', async () => {
    setCookie('token', 'mock-token-1');
    const requests = recordRequests();
    const result = await baseQuery(`/api/lessons/${finishedLesson.id}/`, fakeBaseQueryApi(), {});
    expect(requests[0]?.headers.has('authorization')).toBe(false);
    expect(requests[0]?.credentials).toBe('include');
    expect(result.data).toMatchObject({ id: finishedLesson.id });
  });

  it('is answered 401 when the browser holds no session cookie', async () => {
    const requests = recordRequests();
    const result = await baseQuery(`/api/lessons/${finishedLesson.id}/`, fakeBaseQueryApi(), {});
    expect(requests[0]?.headers.has('authorization')).toBe(false);
    expect(result.error).toMatchObject({ status: 401 });
  });

  it('keeps the headers a request already carries', async () => {
    setCookie('token', 'mock-token-1');
    const requests = recordRequests();
    await baseQuery({ url: '/api/catalogs/countries/', headers: { 'accept-language': 'es' } }, fakeBaseQueryApi(), {});
    expect(requests[0]?.headers.get('accept-language')).toBe('es');
    expect(requests[0]?.headers.has('authorization')).toBe(false);
    expect(requests[0]?.credentials).toBe('include');
  });

  it('never sends the token to another origin', async () => {
    setCookie('token', 'mock-token-1');
    const requests = recordRequests();
    await baseQuery('https://reports.example/api/catalogs/countries/', fakeBaseQueryApi(), {});
    expect(requests[0]?.url).toBe('https://reports.example/api/catalogs/countries/');
    expect(requests[0]?.headers.has('authorization')).toBe(false);
  });
});

describe('auth header step under an ally’s site', () => {
  it('names the ally of its store, whose session cookie the API reads', async () => {
    const site = { country: 'mx', allyCode: 'impulsa' };
    setCookie('token.impulsa', 'mock-token-1');
    const requests = recordRequests();
    await baseQuery('/api/lessons/101/', fakeBaseQueryApi({ getState: () => ({ session: { site } }) }), {});
    expect(requests[0]?.headers.has('authorization')).toBe(false);
    expect(requests[0]?.credentials).toBe('include');
    expect(requests[0]?.headers.get('x-aula-ally')).toBe('impulsa');
  });
});
