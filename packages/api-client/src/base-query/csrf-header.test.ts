import { MOCK_CSRF_TOKEN } from '@aula/mocks/handlers/account';
import { server } from '@aula/mocks/node';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { configureApiClient } from '../settings';
import { fakeBaseQueryApi } from '../test/base-query-api';
import { removeCookie, setCookie } from '../test/cookies';
import { recordRequests } from '../test/requests';
import { withCsrfHeader } from './csrf-header';
import { fetchFromApi } from './fetch-from-api';

const baseQuery = withCsrfHeader(fetchFromApi);
const reportsUrl = 'https://reports.example/pdf/';

describe('anti-forgery header step', () => {
  beforeEach(() => {
    setCookie('csrftoken', 'csrf-123');
    server.use(http.post(reportsUrl, () => HttpResponse.json({ ok: true })));
  });

  it('adds x-csrftoken on POST to relative urls but not on GET nor absolute urls', async () => {
    const requests = recordRequests();

    await baseQuery({ url: '/api/mx/login/', method: 'POST', body: {} }, fakeBaseQueryApi(), {});
    await baseQuery('/api/catalogs/countries/', fakeBaseQueryApi(), {});
    await baseQuery({ url: reportsUrl, method: 'POST', body: {} }, fakeBaseQueryApi(), {});

    expect(requests.map((request) => [request.method, request.headers.get('x-csrftoken')])).toEqual([
      ['POST', 'csrf-123'],
      ['GET', null],
      ['POST', null],
    ]);
  });

  it('adds the header to every unsafe method, written in any case', async () => {
    server.use(http.all('*/api/personal_data/', () => HttpResponse.json({})));
    const requests = recordRequests();

    for (const method of ['put', 'PATCH', 'DELETE']) {
      await baseQuery({ url: '/api/personal_data/', method }, fakeBaseQueryApi(), {});
    }

    expect(requests.map((request) => request.headers.get('x-csrftoken'))).toEqual(['csrf-123', 'csrf-123', 'csrf-123']);
  });

  it('asks the API for the token when the cookie is absent (a first visit), and sends it', async () => {
    removeCookie('csrftoken');
    const requests = recordRequests();

    await baseQuery({ url: '/api/mx/login/', method: 'POST', body: {} }, fakeBaseQueryApi(), {});

    expect(requests.map((request) => new URL(request.url).pathname)).toEqual(['/api/csrf/', '/api/mx/login/']);
    expect(requests[1]?.headers.get('x-csrftoken')).toBe(MOCK_CSRF_TOKEN);
  });
});

describe('anti-forgery header with the API on another origin', () => {
  const api = 'https://api.example';
  beforeEach(() => {
    // The page's own csrftoken cookie is not the API's: the API's lives on its own host.
    setCookie('csrftoken', 'cookie-of-this-page');
    configureApiClient({ baseUrl: api });
  });

  it('uses the token the API handed out in its x-csrftoken header, not the page’s cookie', async () => {
    server.use(
      http.get(`${api}/api/personal_data/`, () => HttpResponse.json({}, { headers: { 'x-csrftoken': 'from-api' } })),
      http.patch(`${api}/api/personal_data/`, () => HttpResponse.json({})),
    );
    const requests = recordRequests();

    await baseQuery('/api/personal_data/', fakeBaseQueryApi(), {});
    await baseQuery({ url: '/api/personal_data/', method: 'PATCH', body: {} }, fakeBaseQueryApi(), {});

    expect(requests.map((request) => [request.method, request.headers.get('x-csrftoken')])).toEqual([
      ['GET', null],
      ['PATCH', 'from-api'],
    ]);
    expect(requests.every((request) => request.credentials === 'include')).toBe(false); // only the auth step adds it
  });

  it('asks GET /api/csrf/ when no answer has handed one out, and again once when refused as stale', async () => {
    let refusals = 0;
    server.use(
      http.patch(`${api}/api/personal_data/`, ({ request }) => {
        if (request.headers.get('x-csrftoken') === MOCK_CSRF_TOKEN && refusals > 0) return HttpResponse.json({});
        refusals += 1;
        return HttpResponse.json({ error: 'csrf_failed', message: 'stale' }, { status: 403 });
      }),
    );
    const requests = recordRequests();

    const result = await baseQuery({ url: '/api/personal_data/', method: 'PATCH', body: {} }, fakeBaseQueryApi(), {});

    expect(result.error).toBeUndefined();
    expect(requests.map((request) => `${request.method} ${new URL(request.url).pathname}`)).toEqual([
      'GET /api/csrf/',
      'PATCH /api/personal_data/',
      'GET /api/csrf/',
      'PATCH /api/personal_data/',
    ]);
  });
});
