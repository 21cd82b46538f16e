import { server } from '@aula/mocks/node';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { catalogsApi } from './catalogs';
import { describeApiError, refusalOf } from './errors';
import { lessonsApi } from './lessons';
import { setupStore } from './store';

function countriesAnswer(resolver: Parameters<typeof http.get>[1]) {
  server.use(http.get('*/api/catalogs/countries/', resolver));
  return setupStore().dispatch(catalogsApi.endpoints.getCountries.initiate());
}

describe('describeApiError', () => {
  it('passes on the code, message and fields of an API error body', async () => {
    const { error } = await setupStore().dispatch(
      lessonsApi.endpoints.getNewLessons.initiate({ country: 'mx', ally_code: '' }),
    );
    expect(describeApiError(error)).toEqual({
      code: 'bad_request',
      message: 'Invalid input',
      fields: [{ field: 'ally_code', reason: expect.any(String) }],
      status: 400,
    });
  });

  it('names an HTTP failure without an API body by its status', async () => {
    const { error } = await countriesAnswer(() => HttpResponse.json({ detail: 'Bad gateway' }, { status: 502 }));
    expect(describeApiError(error)).toEqual({ code: 'http_502', message: 'HTTP 502', fields: [], status: 502 });
  });

  it("calls a failed connection 'network'", async () => {
    const { error } = await countriesAnswer(() => HttpResponse.error());
    expect(describeApiError(error)).toMatchObject({ code: 'network', fields: [] });
    expect(describeApiError(error).status).toBeUndefined();
  });

  it('calls a body that is not JSON an invalid response, keeping the HTTP status', async () => {
    const { error } = await countriesAnswer(() => HttpResponse.text('<html>proxy error</html>', { status: 200 }));
    expect(describeApiError(error)).toMatchObject({ code: 'invalid_response', status: 200, fields: [] });
  });

  it('describes a timeout', () => {
    expect(describeApiError({ status: 'TIMEOUT_ERROR', error: 'AbortError: timed out' })).toEqual({
      code: 'timeout',
      message: 'AbortError: timed out',
      fields: [],
    });
  });

  it('describes a serialized error thrown inside a query', () => {
    expect(describeApiError({ name: 'TypeError', message: 'x is undefined' })).toEqual({
      code: 'unknown',
      message: 'x is undefined',
      fields: [],
    });
    expect(describeApiError({ name: 'Error', message: 'Aborted', code: 'aborted' })).toMatchObject({
      code: 'aborted',
    });
  });

  it('describes anything else as unknown', () => {
    for (const thrown of [undefined, null, 'boom', 42]) {
      expect(describeApiError(thrown)).toEqual({ code: 'unknown', message: 'Unknown error', fields: [] });
    }
  });
});

describe('refusalOf', () => {
  it("carries a 429's retry_after in seconds beside the code", () => {
    const tooMany = { status: 429, data: { error: 'rate_limited', message: 'Too many tries', retry_after: 120 } };
    expect(refusalOf(tooMany)).toMatchObject({ code: 'rate_limited', retryAfter: 120, fields: [] });
  });

  it('gives no wait for a refusal without one (a 400 naming a field)', () => {
    const refused = {
      status: 400,
      data: { error: 'bad_request', message: 'x', fields: [{ field: 'a', reason: 'b' }] },
    };
    expect(refusalOf(refused)).not.toHaveProperty('retryAfter');
    expect(refusalOf(refused).fields).toEqual([{ field: 'a', reason: 'b' }]);
  });
});
