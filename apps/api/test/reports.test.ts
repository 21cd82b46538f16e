import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_REPORTS_KEY } from '../src/config';
import { DEMO_USERS } from '../src/db/seed/demo-users';
import { surroundings } from '../src/services/business-report';
import { createTestApp, type TestContext, tokenFor } from './helpers/app';

let ctx: TestContext;
let userId: number;
beforeAll(async () => {
  ctx = await createTestApp();
  const token = await tokenFor(ctx.app, DEMO_USERS[1]);
  const me = await ctx.app.inject({
    method: 'GET',
    url: '/api/personal_data/',
    headers: { authorization: `Bearer ${token}` },
  });
  expect(me.statusCode).toBe(200);
  userId = (await ctx.db.query.users.findFirst({ where: (u, { eq }) => eq(u.email, DEMO_USERS[1].email) }))?.id ?? 0;
}, 30_000);
afterAll(() => ctx.close());

const report = (params: Record<string, string | number>) =>
  ctx.app.inject({
    method: 'GET',
    url: `/reports/business/?${new URLSearchParams(Object.entries(params).map(([k, v]): [string, string] => [k, String(v)]))}`,
  });

const valid = () => ({
  lat: 19.3574,
  lng: -99.0925,
  user_id: userId,
  business_name: 'Abarrotes Don Jose',
  business_type: 'Tienda de abarrotes',
  key: DEV_REPORTS_KEY,
});

// pdfkit writes text with the standard fonts as hex WinAnsi codes inside TJ operators.
const hexOf = (text: string) => Buffer.from(text, 'latin1').toString('hex');

describe('GET /reports/business/', () => {
  it("generates a PDF naming the business, its type and the ally's organisation", async () => {
    const response = await report(valid());
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const pdf = response.rawPayload;
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const body = pdf.toString('latin1');
    expect(body).toContain(hexOf('Abarrotes Don Jose'));
    expect(body).toContain(hexOf('Tienda de abarrotes'));
    // The document info (author) is written as a literal string object.
    expect(body).toContain('(Crecer)');
  });

  it('answers 403 forbidden for a wrong key', async () => {
    const response = await report({ ...valid(), key: 'una-clave-que-no-es-la-buena' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ error: 'forbidden' });
  });

  it('answers 400 naming the field for a latitude of 91, a missing business name and a short key', async () => {
    const { business_name: _name, ...withoutName } = valid();
    const cases: [Record<string, string | number>, string][] = [
      [{ ...valid(), lat: 91 }, 'lat'],
      [withoutName, 'business_name'],
      [{ ...valid(), key: 'corta' }, 'key'],
      [{ ...valid(), lng: 'oeste' }, 'lng'],
    ];
    for (const [params, field] of cases) {
      const response = await report(params);
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toEqual([expect.objectContaining({ field })]);
    }
  });

  it('names Aula when the user id is unknown', async () => {
    const response = await report({ ...valid(), user_id: 999_999 });
    expect(response.rawPayload.toString('latin1')).toContain('(Aula)');
  });
});

describe('surroundings', () => {
  it('places the 500 m north point about 0.0045 degrees of latitude away', () => {
    const north = surroundings(19.35, -99.09).find((point) => point.label === '500 m al Norte');
    expect(north?.lat).toBeCloseTo(19.35 + 500 / 111_320, 6);
    expect(north?.lng).toBe(-99.09);
  });
});
