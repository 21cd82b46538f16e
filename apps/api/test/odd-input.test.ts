import { ruleReasons } from '@aula/contracts/rules';
import { describe, expect, it } from 'vitest';
import { freshPhone } from './helpers/account';
import { useTestApp } from './helpers/app';
import { consoleCaller } from './helpers/console-team';

// Input no schema rule spoke of reached the database or the date arithmetic and came back as 500s
// (issue 38, row 8): a NUL, a lone UTF-16 surrogate, a period in year 1.
const ctx = useTestApp();
const call = consoleCaller(() => ctx.app);

const registration = (extra: object) => ({
  first_name: 'Ana',
  last_name: 'Pérez',
  email: `ana${Date.now() % 100_000}@example.com`,
  phone_number: freshPhone(),
  password: 'una-clave-larga',
  ally_code: 'impulsa',
  accepts_terms: true,
  ...extra,
});

const fieldsOf = (body: string) => (JSON.parse(body) as { fields?: { field: string; reason: string }[] }).fields;

describe('text no field takes: NUL and lone surrogates', () => {
  it('refuses a NUL in an anonymous registration with 400 naming the field, not 500', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/mx/register/',
      payload: registration({ first_name: 'An\u0000a' }),
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(fieldsOf(response.body)).toEqual([{ field: 'first_name', reason: ruleReasons.wellFormedText }]);
  });

  it('refuses a lone surrogate (\\uD800) in a module title with 400 on title', async () => {
    const response = await call('impulsa editor', 'POST', '/api/console/modules/', { title: 'Cuentas \uD800 claras' });
    expect(response.statusCode, response.body).toBe(400);
    expect(fieldsOf(response.body)).toEqual([{ field: 'title', reason: ruleReasons.wellFormedText }]);
  });

  it('names the query parameter a NUL hides in (a search the database would refuse)', async () => {
    const search = await call('staff', 'GET', '/api/console/insight/learners/?q=a%00b');
    expect(search.statusCode, search.body).toBe(400);
    expect(fieldsOf(search.body)).toEqual([{ field: 'q', reason: ruleReasons.wellFormedText }]);
  });

  it('still takes a well-formed pair (an emoji) and accented text', async () => {
    const response = await call('impulsa editor', 'POST', '/api/console/modules/', { title: 'Ñandú 😀 claro' });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().title).toBe('Ñandú 😀 claro');
  });
});

describe('insight periods out of any sane range', () => {
  it.each([
    ['year 1', 'from=0001-01-01&to=0001-01-02', 'from'],
    ['before 2000', 'from=1999-12-31&to=2000-01-05', 'from'],
    ['years ahead', 'from=2090-01-01&to=2090-01-02', 'from'],
  ])('answers %s (%s) with 400 on %s, not 500', async (_what, query, field) => {
    const response = await call('staff', 'GET', `/api/console/insight/overview/?${query}`);
    expect(response.statusCode, response.body).toBe(400);
    expect(fieldsOf(response.body)?.map((problem) => problem.field)).toContain(field);
  });
});
