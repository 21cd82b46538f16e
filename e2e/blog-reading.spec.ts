import { expect, test } from '@playwright/test';

test('a visitor reads the blog: the list, page 2 by its URL, a post with its share buttons and structured data', async ({
  page,
}) => {
  await page.goto('/mx/impulsa');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Blog' }).click();
  await expect(page).toHaveURL(/\/mx\/impulsa\/blog$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(6);

  await page.getByRole('navigation', { name: 'Páginas del blog' }).getByRole('link', { name: 'Página 2' }).click();
  await expect(page).toHaveURL(/\/mx\/impulsa\/blog\/pagina\/2$/);
  await expect(page.getByRole('link', { name: 'Página 2' })).toHaveAttribute('aria-current', 'page');
  const firstOnPage2 = page.getByRole('article').first().getByRole('link');
  const title = (await firstOnPage2.textContent()) ?? '';
  await page.reload();
  await expect(page.getByRole('article').first().getByRole('link')).toHaveText(title);

  await page.getByRole('article').first().getByRole('link').click();
  await expect(page).toHaveURL(/\/mx\/impulsa\/blog\/[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.getByText(/min de lectura/)).toBeVisible();
  await expect(page).toHaveTitle(`${title} · Impulsa`);
  const share = page.getByRole('region', { name: 'Comparte este artículo' });
  await expect(share.getByRole('link', { name: 'Compartir en WhatsApp' })).toBeVisible();
  const jsonLd = JSON.parse((await page.locator('script#article-jsonld').textContent()) ?? '{}');
  expect(jsonLd).toMatchObject({ '@type': 'Article', headline: title, publisher: { name: 'Impulsa Negocios' } });
});

test('a shared post previews with its title, cover and the ally’s name in the HTML a crawler reads (no script)', async ({
  page,
  baseURL,
}) => {
  await page.goto('/mx/crecer/blog');
  const link = page.getByRole('article').first().getByRole('link');
  const title = (await link.textContent()) ?? '';
  const path = (await link.getAttribute('href')) ?? '';
  // A link preview is drawn from the server's page alone, as WhatsApp's crawler fetches it.
  const html = await (await page.request.get(path)).text();
  const meta = (key: string) =>
    new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1]?.replaceAll('&amp;', '&');
  expect(meta('og:title')).toBe(title);
  expect(meta('og:type')).toBe('article');
  expect(meta('og:site_name')).toBe('Crecer');
  expect(meta('og:locale')).toBe('es_MX');
  expect(meta('og:url')).toBe(`${baseURL}${path}`);
  expect(meta('og:image')).toMatch(new RegExp(`^${baseURL}/media/`));
  expect(meta('twitter:card')).toBe('summary_large_image');
  // The picture is there to fetch.
  expect((await page.request.get(meta('og:image') ?? '')).status()).toBe(200);
});

test('an unknown post or page shows a not-found page with the way back, not a crash', async ({ page }) => {
  await page.goto('/mx/impulsa/blog/este-articulo-no-existe');
  await expect(page.getByRole('heading', { name: 'No encontramos este artículo' })).toBeVisible();
  await page.goto('/mx/crecer/blog/pagina/99');
  await expect(page.getByRole('heading', { name: 'Esta página del blog no existe' })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Volver al blog' }).click();
  await expect(page).toHaveURL(/\/mx\/crecer\/blog$/);
  await expect(page.getByRole('article').first()).toBeVisible();
});

test("each country has its own blog (Colombia's posts under /co)", async ({ page }) => {
  await page.goto('/mx/impulsa/blog');
  const mexican = await page.getByRole('article').first().getByRole('link').textContent();
  await page.goto('/co/impulsa/blog');
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(page.getByRole('article').first().getByRole('link')).not.toHaveText(mexican ?? '');
});
