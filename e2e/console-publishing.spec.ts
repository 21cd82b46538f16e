import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { PUBLISHING_SPEC_POST } from './console-screens';
import { signInThroughApi } from './session-helpers';

// Issue 28, item 5: an impulsa editor writes a post in the console and publishes it, and the public
// blog shows it at once; then gives a webinar 5 new single-use codes and downloads them as CSV,
// whose rows are the codes the console lists. Issue 40, row 4: the post is on impulsa's blog only,
// its address written from its title, and deleting it (after a question) takes it off at once.

test('an impulsa editor writes and publishes a post, on its own blog only, then deletes it', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  if (!baseURL) throw new Error('the e2e config gives every test a baseURL');
  const title = `${PUBLISHING_SPEC_POST} ${Date.now()}`;
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInThroughApi(page.context(), baseURL, 'impulsa', 'editor@impulsa.example');

  await page.goto('/mx/impulsa/consola/blog');
  // The console's first screen loads its chunks: a loaded machine takes longer than the default.
  await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('link', { name: 'Nueva entrada' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Nueva entrada' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Título' }).fill(title);
  await expect(page.getByRole('textbox', { name: 'Dirección (slug)' })).toHaveValue(/^precios-de-temporada-\d+$/);
  await page.getByRole('textbox', { name: 'Resumen' }).fill('Tres preguntas antes de subir tus precios.');
  await page.getByRole('textbox', { name: 'Autor' }).fill('Elena Editora');
  await page.getByRole('textbox', { name: 'Texto', exact: true }).click();
  await page.keyboard.type('Antes de subir un precio, mira lo que cobra tu competencia.');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page).toHaveURL(/\/consola\/blog\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Editar entrada' })).toBeVisible();

  await page.getByRole('button', { name: 'Publicar' }).click();
  await expect(page.getByText('Publicada: ya está en el blog.')).toBeVisible();
  await expect(page.getByText(/Publicada en \/blog\/precios-de-temporada-\d+/)).toBeVisible();
  const editor = page.url();
  const slug = (await page.getByText(/Publicada en \/blog\//).textContent())?.match(/\/blog\/([a-z0-9-]+)/)?.[1];

  // The public blog, in a fresh page load (server-rendered, its caches dropped by the publish).
  await page.goto('/mx/impulsa/blog');
  await expect(page.getByRole('link', { name: title }).first()).toBeVisible();
  await page.getByRole('link', { name: title }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('Antes de subir un precio, mira lo que cobra tu competencia.')).toBeVisible();

  // Crecer's blog in the same country never shows it, nor opens its address.
  await page.goto('/mx/crecer/blog');
  await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
  await expect(page.getByRole('link', { name: title })).toHaveCount(0);
  await page.goto(`/mx/crecer/blog/${slug}`);
  await expect(page.getByRole('heading', { name: 'No encontramos este artículo' })).toBeVisible();

  // Deleted (after the question naming it), the public blog is the demo's once more (the
  // screenshot spec compares it) and the post's address is not found at once.
  await page.goto(editor);
  await expect(page.getByRole('heading', { level: 1, name: 'Editar entrada' })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Eliminar' }).click();
  const dialog = page.getByRole('dialog', { name: `¿Eliminar «${title}»?` });
  await dialog.getByRole('button', { name: 'Eliminar entrada' }).click();
  await expect(page.getByText(`Eliminaste «${title}».`)).toBeVisible();
  await expect(page).toHaveURL(/\/consola\/blog$/);
  await page.goto('/mx/impulsa/blog');
  await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
  await expect(page.getByRole('link', { name: title })).toHaveCount(0);
  await page.goto(`/mx/impulsa/blog/${slug}`);
  await expect(page.getByRole('heading', { name: 'No encontramos este artículo' })).toBeVisible();
});

test('an impulsa editor generates 5 webinar codes and downloads the CSV, whose rows match the list', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  if (!baseURL) throw new Error('the e2e config gives every test a baseURL');
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInThroughApi(page.context(), baseURL, 'impulsa', 'editor@impulsa.example');

  await page.goto('/mx/impulsa/consola/premios');
  // The console's first screen loads its chunks: a loaded machine takes longer than the default.
  await expect(page.getByRole('heading', { level: 1, name: 'Premios' })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Códigos de «Ventas por WhatsApp en vivo»' }).click();
  const panel = page.getByRole('region', { name: 'Códigos de «Ventas por WhatsApp en vivo»' });
  const rows = panel.getByRole('table').getByRole('row');
  await expect(rows.nth(1)).toBeVisible();
  const before = (await rows.count()) - 1;

  await panel.getByRole('spinbutton', { name: 'Cuántos códigos nuevos' }).fill('5');
  await panel.getByRole('button', { name: 'Generar códigos' }).click();
  await expect(page.getByText('Se generaron 5 códigos.')).toBeVisible();
  await expect(rows).toHaveCount(before + 5 + 1);

  const listed = (await panel.getByRole('table').locator('tbody tr td:first-child').allInnerTexts()).map((code) =>
    code.trim(),
  );
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    panel.getByRole('button', { name: 'Descargar CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^codigos-webinar-\d+-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile(await download.path(), 'utf8');
  // The file opens with a byte order mark, so Excel reads it as UTF-8.
  expect(csv.startsWith('\uFEFF')).toBe(true);
  const [header, ...lines] = csv.slice(1).trimEnd().split('\r\n');
  expect(header).toBe('Código,Creado,Entregado,Usado,Canjeado');
  const exported = lines.map((line) => line.split(',')[0]);
  expect(exported).toHaveLength(before + 5);
  expect([...exported].sort()).toEqual([...listed].sort());
  for (const code of listed.slice(0, 5)) expect(code).toMatch(/^IMP-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}$/);
});
