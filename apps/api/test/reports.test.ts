import { DEMO_USERS } from '@aula/demo-content/demo-users';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEV_REPORTS_KEY } from '../src/config';
import { surroundings } from '../src/services/business-report';
import { tokenFor, useTestApp } from './helpers/app';
import { pdfText } from './helpers/pdf-text';

let userId: number;
const ctx = useTestApp();
beforeAll(async () => {
  const token = await tokenFor(ctx.app, DEMO_USERS[1]);
  const me = await ctx.app.inject({
    method: 'GET',
    url: '/api/personal_data/',
    headers: { authorization: `Bearer ${token}` },
  });
  expect(me.statusCode).toBe(200);
  userId = (await ctx.db.query.users.findFirst({ where: (u, { eq }) => eq(u.email, DEMO_USERS[1].email) }))?.id ?? 0;
}, 30_000);

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

describe('GET /reports/business/', () => {
  it("generates a PDF naming the business, its type and the ally's organisation", async () => {
    const response = await report(valid());
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const pdf = response.rawPayload;
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdfText(pdf);
    expect(text).toContain('Abarrotes Don Jose');
    expect(text).toContain('Giro: Tienda de abarrotes');
    expect(text).toContain('Crecer');
    // The document info (author) is written as a literal string object.
    expect(pdf.toString('latin1')).toContain('(Crecer)');
  });

  it("lists what the learner completed: the demo learner's finished module, its lessons and the achievements", async () => {
    const text = pdfText((await report(valid())).rawPayload);
    expect(text).toContain('Preparado para José Demo');
    expect(text).toContain('Lo que completaste');
    // The crecer demo learner finished "Inventario sin sorpresas" whole, which earns two achievements.
    expect(text).toMatch(/Inventario sin sorpresas\n\d+ de \d+ lecciones/);
    expect(text).toContain('Inventario al día');
    expect(text).toContain('Maestro del inventario');
  });

  it("draws the ally's logo (vector paths in the brand's colours) rather than only its name", async () => {
    // #fbf8f1, the cream behind Crecer's logo, is in brands/crecer/logo.svg and nowhere in the theme.
    const logoCream = '0.984313725490196 0.9725490196078431 0.9450980392156862 scn';
    const crecer = (await report(valid())).rawPayload.toString('latin1');
    expect(crecer).toContain(logoCream);
    // Crecer's primary green (#1b6e3a) colours the bands and headings.
    expect(crecer).toContain('0.10588235294117647 0.43137254901960786 0.22745098039215686 scn');
    const unknown = (await report({ ...valid(), user_id: 999_999 })).rawPayload.toString('latin1');
    expect(unknown).not.toContain(logoCream);
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

  it('names Aula and lists no learning when the user id is unknown', async () => {
    const response = await report({ ...valid(), user_id: 999_999 });
    expect(response.rawPayload.toString('latin1')).toContain('(Aula)');
    expect(pdfText(response.rawPayload)).not.toContain('Lo que completaste');
  });
});

describe('surroundings', () => {
  it('places the 500 m north point about 0.0045 degrees of latitude away', () => {
    const north = surroundings(19.35, -99.09).find((point) => point.label === '500 m al Norte');
    expect(north?.lat).toBeCloseTo(19.35 + 500 / 111_320, 6);
    expect(north?.lng).toBe(-99.09);
  });
});
