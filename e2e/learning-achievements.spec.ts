import { request as apiRequest, expect, test } from '@playwright/test';
import { signIn } from './learning-helpers';
import { pdfText } from './pdf-text';

// Impulsa's demo learner finished "Vende más y mejor", whose achievement opens a webinar; Crecer's
// finished "Inventario sin sorpresas", whose achievement is the business report.
const WEBINAR_ACHIEVEMENT = 'Vendedora estrella';
const REPORT_ACHIEVEMENT = 'Inventario al día';

/** Another learner of the ally spends a code first (the staff account is one of Impulsa's users). */
async function spendCode(baseURL: string | undefined, webinarId: number, code: string) {
  // A fresh client per call carries no cookies, so no anti-forgery pair is needed.
  const post = async (url: string, data: object, headers: Record<string, string> = {}) => {
    const client = await apiRequest.newContext({ baseURL });
    try {
      const response = await client.post(url, { data, headers });
      return { status: response.status(), body: await response.json() };
    } finally {
      await client.dispose();
    }
  };
  const login = await post('/api/mx/login/', { email: 'staff@aula.example', password: 'Aula-staff-2026' });
  const spent = await post(
    `/api/webinars/${webinarId}/redeem_code/`,
    { code },
    {
      authorization: `Bearer ${login.body.token}`,
    },
  );
  expect(spent, JSON.stringify(spent.body)).toMatchObject({ status: 200 });
}

test('a learner redeems a webinar code (a wrong or used one shows why), enters the room and is warned before leaving early', async ({
  page,
  baseURL,
}) => {
  await signIn(page, baseURL, 'impulsa');
  await page.getByRole('navigation', { name: 'Secciones' }).getByRole('link', { name: 'Logros' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mis logros' })).toBeVisible();
  await page.getByRole('region', { name: 'Ganados' }).getByRole('link', { name: WEBINAR_ACHIEVEMENT }).click();
  await expect(page.getByRole('heading', { level: 1, name: WEBINAR_ACHIEVEMENT })).toBeVisible();

  const field = page.getByLabel('Código del webinar');
  const redeem = page.getByRole('button', { name: 'Canjear código' });
  await field.fill('IMP-NO-EXISTE');
  await redeem.click();
  await expect(page.getByText(/Ese código no existe para este webinar/)).toBeVisible();

  // The webinar of this prize, as the learner's own session reads it.
  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'token.impulsa')?.value;
  const achievementId = /logros\/(\d+)/.exec(page.url())?.[1];
  const prize = await page.request.get(`/api/achievements/${achievementId}/prize_access/`, {
    headers: { authorization: `Bearer ${token}` },
  });
  await spendCode(baseURL, (await prize.json()).webinar.id, 'IMP-VENTAS-02');
  await field.fill('IMP-VENTAS-02');
  await redeem.click();
  await expect(page.getByText(/Ese código ya se usó/)).toBeVisible();

  await field.fill('imp-ventas-01');
  await redeem.click();
  await expect(page.getByText('¡Listo! Ya tienes tu lugar en el webinar.')).toBeVisible();
  await page.getByRole('link', { name: 'Entrar a la sesión' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sala del webinar' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Abrir la sesión en vivo' })).toHaveAttribute('href', /^https:\/\//);

  await page.getByRole('button', { name: 'Salir de la clase' }).click();
  const dialog = page.getByRole('dialog', { name: '¿Salir de la clase?' });
  await expect(dialog).toContainText('más de 30 minutos');
  await dialog.getByRole('button', { name: 'Volver a la sesión' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Sala del webinar' })).toBeVisible();

  // Leaving by another way (the back link) asks too.
  await page
    .getByRole('link', { name: /Volver a/ })
    .first()
    .click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Salir' }).click();
  await expect(page.getByRole('heading', { level: 1, name: WEBINAR_ACHIEVEMENT })).toBeVisible();
});

test("a learner downloads the business report: a PDF with their business's name in it", async ({ page, baseURL }) => {
  await signIn(page, baseURL, 'crecer');
  await page.goto('/mx/crecer/seccion/logros');
  await page.getByRole('link', { name: REPORT_ACHIEVEMENT }).click();
  const button = page.getByRole('button', { name: 'Descargar mi reporte' });
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  // Named after the business (another spec may have renamed it "… e Hijos").
  expect(download.suggestedFilename()).toMatch(/^reporte-abarrotes-don-jose[a-z-]*\.pdf$/);
  await expect(page.getByText('Tu reporte se descargó.')).toBeVisible();

  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  const pdf = Buffer.concat(chunks);
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const text = pdfText(pdf);
  expect(text).toContain('Abarrotes Don José');
  expect(text).toContain('Lo que completaste');
});
