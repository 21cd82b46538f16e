import { request as apiRequest, expect, type Page } from '@playwright/test';

export const PASSWORD = 'Aula-demo-2026';
export type Ally = 'impulsa' | 'crecer';

/**
 * Signs in as the ally's demo learner the way a sign-in on that ally's site leaves the browser
 * (the ally's own token cookie), then opens the learner home. The sign-in screen itself is
 * sign-in.spec's journey; these specs are about learning.
 */
export async function signIn(page: Page, baseURL: string | undefined, ally: Ally) {
  if (!baseURL) throw new Error('the e2e config gives every test a baseURL');
  // A fresh client carries no cookies, so no anti-forgery pair is needed.
  const client = await apiRequest.newContext({ baseURL });
  try {
    const response = await client.post('/api/mx/login/', {
      data: { email: `demo@${ally}.example`, password: PASSWORD },
    });
    expect(response.status()).toBe(200);
    const { token } = await response.json();
    await page.context().addCookies([{ name: `token.${ally}`, value: token, url: baseURL }]);
  } finally {
    await client.dispose();
  }
  await page.goto(`/mx/${ally}/seccion`);
  await expect(page.getByRole('heading', { level: 1, name: 'Mis lecciones' })).toBeVisible();
}
