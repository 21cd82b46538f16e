import { expect, test } from '@playwright/test';
import { axeViolations } from './profile-helpers';

// The blog's list, its second page and a post pass axe in both brands in every-route.spec; what
// that spec cannot open is a post that does not exist.
test.use({ bypassCSP: true });

for (const allyCode of ['impulsa', 'crecer'] as const) {
  test(`an unknown post of ${allyCode}'s blog says so and passes axe (WCAG 2.1 AA)`, async ({ page }) => {
    await page.goto(`/mx/${allyCode}/blog/no-existe`);
    await expect(page.getByRole('heading', { name: 'No encontramos este artículo' })).toBeVisible();
    expect(await axeViolations(page), 'unknown post').toEqual([]);
  });
}
