import { type BrowserContext, expect } from '@playwright/test';

export const PASSWORD = 'Aula-demo-2026';

/**
 * Leaves the browser as a real sign-in on the ally's site does: the API's answer sets the
 * HttpOnly `token.<ally>` cookie in this browser (the context's request shares its cookie jar),
 * and the page's readable `user_access.<ally>` mark says it is signed in. Returns the token of
 * the answer's body, which the API keeps for non-browser clients.
 */
export async function signInThroughApi(
  context: BrowserContext,
  baseURL: string,
  ally: string,
  email: string,
  password = PASSWORD,
): Promise<string> {
  // A browser that already opened a page holds the anti-forgery cookie and must echo it.
  const csrf = (await context.cookies(baseURL)).find(({ name }) => name === 'csrftoken')?.value;
  const response = await context.request.post(new URL('/api/mx/login/', baseURL).href, {
    data: { email, password },
    headers: csrf ? { 'x-csrftoken': csrf } : {},
  });
  expect(response.status()).toBe(200);
  const { token, user } = (await response.json()) as { token: string; user: { access: string } };
  const session = (await context.cookies(baseURL)).find(({ name }) => name === `token.${ally}`);
  expect(session?.httpOnly, 'the API sets the session as an HttpOnly cookie').toBe(true);
  await context.addCookies([{ name: `user_access.${ally}`, value: user.access, url: baseURL }]);
  return token;
}
