import { server } from '@aula/mocks/node';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
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

  it('sends no header when the cookie is absent', async () => {
    removeCookie('csrftoken');
    const requests = recordRequests();

    await baseQuery({ url: '/api/mx/login/', method: 'POST', body: {} }, fakeBaseQueryApi(), {});

    expect(requests[0]?.headers.has('x-csrftoken')).toBe(false);
  });
});
