import { type SessionUser, sessionUser } from '@aula/contracts/auth';
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

// The caller with the ally acted for in place of their own (no schema of its own: mocks have no zod).
const consoleAnswer = sessionUser;
const asEditor = endpoint({
  method: 'GET',
  path: '/api/console/test/editor/',
  access: 'editor',
  domain: 'console',
  response: consoleAnswer,
});
const asAdmin = endpoint({
  method: 'GET',
  path: '/api/console/test/admin/',
  access: 'admin',
  domain: 'console',
  response: consoleAnswer,
});

const LEARNER = 1;
const STAFF = 3;
// The demo ally team as the fixtures number them: impulsa admin, impulsa editor, crecer editor.
const IMPULSA_ADMIN = 4;
const IMPULSA_EDITOR = 5;
const CRECER_EDITOR = 6;

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

  describe('a console call (access editor or admin)', () => {
    const resolve = ({ consoleAlly, user }: { consoleAlly: { id: number; code: string }; user: SessionUser }) => ({
      ...user,
      name: `acting for ally ${consoleAlly.id}`,
      ally_code: consoleAlly.code,
    });
    const cases: [number, string, string, number, string][] = [
      [IMPULSA_ADMIN, '/api/console/test/admin/', 'impulsa', 200, 'impulsa'],
      [IMPULSA_ADMIN, '/api/console/test/editor/', 'crecer', 403, 'wrong_ally'],
      [IMPULSA_EDITOR, '/api/console/test/editor/', 'impulsa', 200, 'impulsa'],
      [IMPULSA_EDITOR, '/api/console/test/admin/', 'impulsa', 403, 'forbidden'],
      [CRECER_EDITOR, '/api/console/test/editor/', 'impulsa', 403, 'wrong_ally'],
      [STAFF, '/api/console/test/admin/', 'crecer', 200, 'crecer'],
      [LEARNER, '/api/console/test/editor/', 'impulsa', 403, 'forbidden'],
    ];
    it.each(cases)(
      'user %i calling %s for %s gets %i (%s), as the API does',
      async (as, path, ally, status, expected) => {
        server.use(handle(asEditor, resolve), handle(asAdmin, resolve));
        const answer = await callMock(path, { as, ally });
        expect(answer.status).toBe(status);
        if (status === 200) expect(answer.body).toMatchObject({ ally_code: expected, id: as });
        else expect(answer.body.error).toBe(expected);
      },
    );

    it('gives the resolver the ally by the id a fresh database has, and asks staff to name one', async () => {
      server.use(handle(asEditor, resolve));
      const impulsa = await callMock('/api/console/test/editor/', { as: STAFF, ally: 'impulsa' });
      const crecer = await callMock('/api/console/test/editor/', { as: STAFF, ally: 'crecer' });
      expect([impulsa.body.name, crecer.body.name]).toEqual(['acting for ally 1', 'acting for ally 2']);
      expect((await callMock('/api/console/test/editor/', { as: STAFF })).body.error).toBe('ally_required');
      expect((await callMock('/api/console/test/editor/', { ally: 'impulsa' })).status).toBe(401);
    });
  });
});
