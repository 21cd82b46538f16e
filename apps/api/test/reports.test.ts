import { prizeAccess } from '@aula/contracts/achievements';
import { DEMO_USERS } from '@aula/demo-content/demo-users';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeReportToken } from '../src/lib/report-link';
import { reportFileName } from '../src/routes/reports';
import { testClock } from './helpers/account';
import { tokenFor, useTestApp } from './helpers/app';
import { achievementId, bearer } from './helpers/content';
import { pdfText } from './helpers/pdf-text';

// The server's clock, moved by hand to let a link expire.
const clock = testClock();
const ctx = useTestApp({}, { now: clock.now });
let jose: { token: string; id: number; link: string; report: number };
let maria: { id: number };

const userIdOf = async (email: string) =>
  (await ctx.db.query.users.findFirst({ where: (u, { eq }) => eq(u.email, email) }))?.id ?? 0;

beforeAll(async () => {
  const token = await tokenFor(ctx.app, DEMO_USERS[1]);
  const report = await achievementId(ctx.db, 'Inventario al día');
  const access = await ctx.app.inject({
    method: 'GET',
    url: `/api/achievements/${report}/prize_access/`,
    headers: bearer(token),
  });
  jose = {
    token,
    id: await userIdOf(DEMO_USERS[1].email),
    link: prizeAccess.parse(access.json()).report_path ?? '',
    report,
  };
  maria = { id: await userIdOf(DEMO_USERS[0].email) };
}, 30_000);

const open = (path: string) => ctx.app.inject({ method: 'GET', url: path });
const tokenOf = (link: string) => new URL(link, 'http://aula.test').searchParams.get('token') ?? '';
const linkFor = (token: string) => `/reports/business/?${new URLSearchParams({ token })}`;
const signed = (userId: number, achievement: number) =>
  linkFor(makeReportToken(ctx.app.ports.secretKey, { userId, achievementId: achievement }, clock.now()));

const expectRefused = async (path: string) => {
  const response = await open(path);
  expect(response.statusCode).toBe(403);
  expect(response.json()).toMatchObject({ error: 'forbidden' });
  expect(response.headers['content-type']).not.toContain('pdf');
};

describe('GET /reports/business/ with the link prize_access signs', () => {
  it('hands the learner a signed link that names no business, position, learner or key in the clear', () => {
    const url = new URL(jose.link, 'http://aula.test');
    expect(url.pathname).toBe('/reports/business/');
    expect([...url.searchParams.keys()]).toEqual(['token']);
    expect(jose.link).not.toMatch(/key=|user_id=|business_name=|lat=/);
  });

  it("gives the learner's own PDF: their name, their business from the database, a sane file name", async () => {
    const response = await open(jose.link);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe('inline; filename="reporte-abarrotes-don-jose.pdf"');
    const pdf = response.rawPayload;
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdfText(pdf);
    expect(text).toContain('Preparado para José Demo');
    expect(text).toContain('Abarrotes Don José');
    expect(text).toContain('Giro: Tienda de abarrotes');
    expect(text).toMatch(/Inventario sin sorpresas\n\d+ de \d+ lecciones/);
    expect(text).toContain('Inventario impecable');
    // Crecer's primary green (#1b6e3a) colours the bands and headings.
    expect(pdf.toString('latin1')).toContain('0.10588235294117647 0.43137254901960786 0.22745098039215686 scn');
  });

  it("is the ally's document: its footer names the ally, nothing names the product", async () => {
    const text = pdfText((await open(jose.link)).rawPayload);
    expect(text).toContain('Generado por Crecer');
    expect(text).not.toMatch(/aula/i);
  });

  it('refuses the old attack: any user_id with the documented global key', async () => {
    const old = new URLSearchParams({
      lat: '19.3574',
      lng: '-99.0925',
      user_id: String(maria.id),
      business_name: 'x',
      business_type: 'y',
      key: 'aula-dev-reports-key',
    });
    const response = await open(`/reports/business/?${old}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual([expect.objectContaining({ field: 'token' })]);
  });

  it("refuses the learner's own link with the learner swapped for another, or the prize swapped", async () => {
    const [, achievement, expires, signature] = tokenOf(jose.link).split('.');
    await expectRefused(linkFor([maria.id, achievement, expires, signature].join('.')));
    await expectRefused(linkFor([jose.id, jose.report + 1, expires, signature].join('.')));
    // A later expiry is tampering too.
    await expectRefused(linkFor([jose.id, achievement, 'zzzzzz', signature].join('.')));
  });

  it('refuses a tampered signature, a signature from another key and a made-up token', async () => {
    const token = tokenOf(jose.link);
    const flipped = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    await expectRefused(linkFor(flipped));
    const foreign = makeReportToken(
      'another-key-another-key-another-key',
      { userId: jose.id, achievementId: jose.report },
      clock.now(),
    );
    await expectRefused(linkFor(foreign));
    await expectRefused(linkFor('1.1.1.abc'));
  });

  it("refuses a validly signed link for another ally's learner who has not earned this prize", async () => {
    // María (impulsa) holds no report of crecer: a link naming her and José's prize opens nothing.
    await expectRefused(signed(maria.id, jose.report));
    // Nor does José's name on María's unearned report prize, nor on a prize that is not the report.
    await expectRefused(signed(jose.id, await achievementId(ctx.db, 'Finanzas en orden')));
    await expectRefused(signed(jose.id, await achievementId(ctx.db, 'Inventario impecable')));
    await expectRefused(signed(999_999, jose.report));
  });

  it('refuses the link once its 10 minutes are over', async () => {
    const link = signed(jose.id, jose.report);
    clock.advance(9 * 60);
    expect((await open(link)).statusCode).toBe(200);
    clock.advance(2 * 60);
    await expectRefused(link);
  });
});

describe('reportFileName', () => {
  it('keeps an ASCII slug of the business name, never quotes, slashes or an empty name', () => {
    expect(reportFileName('Abarrotes Don José')).toBe('reporte-abarrotes-don-jose.pdf');
    // Accents and ñ inside a word lose only their mark, never split the word.
    expect(reportFileName('Fonda Doña María')).toBe('reporte-fonda-dona-maria.pdf');
    expect(reportFileName('Ñandú Útil')).toBe('reporte-nandu-util.pdf');
    expect(reportFileName('"../../etc/passwd"\r\n')).toBe('reporte-etc-passwd.pdf');
    expect(reportFileName('☕☕')).toBe('reporte-negocio.pdf');
    expect(reportFileName('a'.repeat(300)).length).toBeLessThanOrEqual(80);
  });
});

describe('what the report says about where the business is', () => {
  it('names the address and neighbourhood in words and prints no coordinates for the learner to read', async () => {
    // Lines wrap where the page ends them: one space stands for any break.
    const text = pdfText((await open(signed(jose.id, jose.report))).rawPayload).replace(/\s+/g, ' ');
    expect(text).toContain(
      'Dirección: Avenida Ermita Iztapalapa 45, Iztapalapa Centro, Iztapalapa, Ciudad de México, C.P. 09000',
    );
    expect(text).toContain('Tu negocio en Iztapalapa Centro');
    // José's pin is 19.3574, -99.0925: neither it nor any point worked out from it is printed.
    expect(text).not.toMatch(/-?\d{1,3}\.\d{3,}/);
    expect(text).not.toMatch(/19[.,]357|99[.,]092|Ubicación:|Puntos de referencia|\d+ m al (Norte|Sur|Este|Oeste)/);
  });

  it('promises no list of nearby businesses: it hands the owner a table to fill in on a walk', async () => {
    const text = pdfText((await open(signed(jose.id, jose.report))).rawPayload);
    expect(text).not.toMatch(/alrededores|competencia cercana|comercios cercanos/i);
    expect(text).toContain('Tus vecinos comerciales');
    expect(text).toMatch(/Negocio\s*Qué vende\s*¿Compite o complementa\?/);
    const achievement = await ctx.app.inject({
      method: 'GET',
      url: `/api/achievements/${jose.report}/`,
      headers: bearer(jose.token),
    });
    const { prize } = achievement.json() as { prize: { title: string; description: string } };
    expect(`${prize.title} ${prize.description}`).not.toMatch(/alrededores|competencia cercana|zona comercial/i);
  });
});
