import { request as apiRequest, type BrowserContext, expect, type Page, test } from '@playwright/test';
import { signInThroughApi } from './session-helpers';

// Each ally's site is its own: sessions, titles, identity, language of content, small phones.
const PASSWORD = 'Aula-demo-2026';
const learners = {
  impulsa: { email: 'demo@impulsa.example' },
  crecer: { email: 'demo@crecer.example' },
} as const;

/** Signs in over HTTP as a fresh client (no cookies, so no anti-forgery pair is needed). */
async function tokenOf(baseURL: string | undefined, ally: keyof typeof learners): Promise<string> {
  const client = await apiRequest.newContext({ baseURL });
  try {
    const response = await client.post('/api/mx/login/', { data: { email: learners[ally].email, password: PASSWORD } });
    expect(response.status()).toBe(200);
    return (await response.json()).token;
  } finally {
    await client.dispose();
  }
}

/** Leaves the browser as a sign-in on that ally's site does: the API's HttpOnly cookie and the mark. */
async function signInAt(context: BrowserContext, baseURL: string, ally: keyof typeof learners) {
  await signInThroughApi(context, baseURL, ally, learners[ally].email, PASSWORD);
}

async function expectSignedIn(page: Page, ally: string) {
  await page.goto(`/mx/${ally}/seccion`);
  await expect(page).toHaveURL(new RegExp(`/mx/${ally}/seccion$`));
  await expect(page.getByRole('banner').getByRole('button', { name: 'Cerrar sesión' })).toBeVisible();
}

test('a session belongs to its ally: another ally is anonymous, and two allies work side by side in two tabs', async ({
  context,
  baseURL,
}) => {
  await signInAt(context, baseURL ?? '', 'impulsa');
  const impulsa = await context.newPage();
  await expectSignedIn(impulsa, 'impulsa');

  const crecer = await context.newPage();
  await crecer.goto('/mx/crecer');
  await expect(crecer.getByRole('banner').getByRole('link', { name: 'Iniciar sesión' })).toBeVisible();
  await crecer.goto('/mx/crecer/seccion');
  await expect(crecer).toHaveURL(/\/mx\/crecer\/login/);

  // Signed in on both: each tab keeps its own ally's session.
  await signInAt(context, baseURL ?? '', 'crecer');
  await expectSignedIn(crecer, 'crecer');
  await impulsa.reload();
  await expect(impulsa).toHaveURL(/\/mx\/impulsa\/seccion$/);
  await expect(impulsa.getByRole('banner').getByRole('button', { name: 'Cerrar sesión' })).toBeVisible();
});

test('the API refuses a token used under another ally’s learner paths', async ({ request, baseURL }) => {
  const token = await tokenOf(baseURL, 'impulsa');
  const own = await request.get('/api/favorites/', {
    headers: { authorization: `Bearer ${token}`, 'x-aula-ally': 'impulsa' },
  });
  expect(own.status()).toBe(200);
  const foreign = await request.get('/api/favorites/', {
    headers: { authorization: `Bearer ${token}`, 'x-aula-ally': 'crecer' },
  });
  expect(foreign.status()).toBe(401);
});

test('every screen has a title naming it and the site; pages of no ally stay neutral', async ({ page }) => {
  await page.goto('/mx/crecer');
  await expect(page).toHaveTitle('Crecer');
  await page.goto('/');
  await expect(page).toHaveTitle('Elige tu país · Aula');
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#2f4858');
  await page.goto('/settings');
  await expect(page).toHaveTitle('Ajustes · Aula');
  await page.goto('/mx/impulsa/login');
  await expect(page).toHaveTitle(/^.+ · Impulsa$/);
});

test('in English the interface is English and the ally’s content is marked Spanish', async ({ page }) => {
  await page.goto('/settings');
  await page.getByRole('radio', { name: 'English' }).check();
  await page.goto('/mx/impulsa');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toBeVisible();
  await expect(heading.locator('xpath=ancestor-or-self::*[@lang][1]')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
});

test.describe('at 320 px', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test('every control of the sign-in form is inside the screen and can be clicked', async ({ page }) => {
    await page.goto('/mx/impulsa/login');
    const form = page.locator('main form').first();
    await expect(form).toBeVisible();
    const tabs = page.getByRole('tab');
    const count = await tabs.count();
    for (let index = 0; index < Math.max(count, 1); index += 1) {
      if (count > 0) await tabs.nth(index).click();
      const controls = page.locator('main').locator('input:visible, select, button:visible, [role="tab"]');
      const total = await controls.count();
      expect(total).toBeGreaterThan(1);
      for (let n = 0; n < total; n += 1) {
        const control = controls.nth(n);
        const box = await control.boundingBox();
        expect(box, `control ${n} has a box`).not.toBeNull();
        if (!box) continue;
        expect(box.x, `control ${n} starts inside`).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width, `control ${n} ends inside`).toBeLessThanOrEqual(320);
        expect(box.width, `control ${n} is wide enough to use`).toBeGreaterThanOrEqual(24);
        // What a tap at its centre reaches is the control itself (or part of it).
        const reachable = await control.evaluate((element) => {
          const rect = element.getBoundingClientRect();
          element.scrollIntoView({ block: 'center' });
          const again = element.getBoundingClientRect();
          const hit = document.elementFromPoint(again.x + again.width / 2, again.y + again.height / 2);
          return rect.width > 0 && hit !== null && (hit === element || element.contains(hit) || hit.contains(element));
        });
        expect(reachable, `control ${n} can be tapped`).toBe(true);
      }
    }
  });
});
