import { expect, test } from '@playwright/test';
import { axeViolations } from './profile-helpers';

test.use({ bypassCSP: true });

for (const allyCode of ['impulsa', 'crecer'] as const) {
  test(`the blog of ${allyCode} passes axe (WCAG 2.1 AA): list, page 2, a post, an unknown post`, async ({ page }) => {
    await page.goto(`/mx/${allyCode}/blog`);
    await expect(page.getByRole('article').first()).toBeVisible();
    expect(await axeViolations(page), 'list').toEqual([]);
    await page.goto(`/mx/${allyCode}/blog/pagina/2`);
    await expect(page.getByRole('article').first()).toBeVisible();
    expect(await axeViolations(page), 'page 2').toEqual([]);
    await page.getByRole('article').first().getByRole('link').click();
    await expect(page.getByRole('region', { name: 'Comparte este artículo' })).toBeVisible();
    expect(await axeViolations(page), 'post').toEqual([]);
    await page.goto(`/mx/${allyCode}/blog/no-existe`);
    await expect(page.getByRole('heading', { name: 'No encontramos este artículo' })).toBeVisible();
    expect(await axeViolations(page), 'unknown post').toEqual([]);
  });
}
