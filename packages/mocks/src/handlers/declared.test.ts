import { idParams } from '@aula/contracts/common';
import { endpoint } from '@aula/contracts/endpoint';
import { lessonScopeQuery, setRatingRequest, setRatingResponse } from '@aula/contracts/lessons';
import { sessionEnded } from '@aula/contracts/sessions';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { server } from '../node';
import { callMock } from '../test-client';
import { handle } from './declared';

// Paths of no real handler, so these declarations are tested apart from the mock world's.
const rate = endpoint({
  method: 'POST',
  path: '/api/test/{id}/rate/',
  access: 'learner',
  domain: 'lessons',
  params: idParams,
  body: setRatingRequest,
  response: setRatingResponse,
  status: 201,
});
const scope = endpoint({
  method: 'GET',
  path: '/api/test/scope/',
  access: 'public',
  domain: 'lessons',
  query: lessonScopeQuery,
  response: lessonScopeQuery,
});
const staffOnly = endpoint({
  method: 'DELETE',
  path: '/admin/test/{name}/',
  access: 'staff',
  domain: 'modules',
  response: sessionEnded,
});

const LEARNER = 1;
const STAFF = 3;

describe('handle (a declared endpoint in the mocks)', () => {
  it('gives the resolver the parsed path values, body and caller, and answers with the declared status', async () => {
    server.use(
      handle(rate, ({ params, body, user }) => {
        expectTypeOf(params.id).toEqualTypeOf<number>();
        return { rating: body.rating, rating_average: params.id, rating_count: user.id };
      }),
    );
    const answer = await callMock('/api/test/7/rate/', { method: 'POST', as: LEARNER, body: { rating: 4 } });
    expect(answer).toEqual({ status: 201, body: { rating: 4, rating_average: 7, rating_count: LEARNER } });
  });

  it('refuses with the API’s 400 a body or a path value the contract refuses', async () => {
    server.use(handle(rate, () => ({ rating: 1, rating_average: 1, rating_count: 1 })));
    const badBody = await callMock('/api/test/7/rate/', { method: 'POST', as: LEARNER, body: { rating: 9 } });
    expect(badBody.status).toBe(400);
    expect(badBody.body).toMatchObject({
      error: 'bad_request',
      fields: [expect.objectContaining({ field: 'rating' })],
    });
    const badId = await callMock('/api/test/abc/rate/', { method: 'POST', as: LEARNER, body: { rating: 2 } });
    expect(badId.body).toMatchObject({ error: 'bad_request', fields: [expect.objectContaining({ field: 'id' })] });
  });

  it('parses the query, and refuses one the contract refuses', async () => {
    server.use(handle(scope, ({ query, user }) => ({ ...query, ally_code: user ? 'signed-in' : query.ally_code })));
    expect(await callMock('/api/test/scope/?country=mx&ally_code=impulsa')).toEqual({
      status: 200,
      body: { country: 'mx', ally_code: 'impulsa' },
    });
    expect((await callMock('/api/test/scope/?country=mexico&ally_code=impulsa')).status).toBe(400);
  });

  it('answers 401 to a learner call without a session and 403 to a learner on a staff call', async () => {
    server.use(
      handle(rate, () => ({ rating: 1, rating_average: 1, rating_count: 1 })),
      handle(staffOnly, ({ params }) => ({ status: `signed_out ${params.name}` as 'signed_out' })),
    );
    expect((await callMock('/api/test/7/rate/', { method: 'POST', body: { rating: 2 } })).status).toBe(401);
    expect((await callMock('/admin/test/x/', { method: 'DELETE', as: LEARNER })).status).toBe(403);
  });

  it('fails a mock whose answer drifts from the declared response', async () => {
    server.use(handle(staffOnly, () => ({ status: 'gone' as 'signed_out' })));
    const answer = await callMock('/admin/test/x/', { method: 'DELETE', as: STAFF });
    expect(answer.status).toBe(500);
    expect(answer.body.message).toContain('DELETE /admin/test/{name}/ answers off its contract');
  });

  it('passes a Response of the resolver through as it is', async () => {
    server.use(handle(staffOnly, () => new Response('gone', { status: 410 })));
    const answer = await fetch('http://aula.test/admin/test/x/', {
      method: 'DELETE',
      headers: { authorization: `Bearer mock-token-${STAFF}` },
    });
    expect([answer.status, await answer.text()]).toEqual([410, 'gone']);
  });
});
