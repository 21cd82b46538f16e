// Screenshot tests: the main screens of every brand, at a phone's width (390 px) and a desktop's
// (1280 px), in light and dark mode, compared with the committed baselines in
// screenshots.spec.ts-snapshots/. After an intended change of look, update them with
// `npm run screenshots:update` (README) and look at the new PNGs before committing them.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Browser, type BrowserContext, expect, type Locator, type Page, test } from '@playwright/test';
import { registeredLearner } from './account-helpers';

const brandsDir = join(import.meta.dirname, '..', 'brands');
// Every brand folder, as every other reader of brands/ finds them: a new ally gets its screenshots.
const brands = readdirSync(brandsDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(join(brandsDir, entry.name, 'brand.json')))
  .map((entry) => {
    const config = JSON.parse(readFileSync(join(brandsDir, entry.name, 'brand.json'), 'utf8'));
    return { allyCode: entry.name, country: config.defaultCountry as string };
  })
  .sort((a, b) => a.allyCode.localeCompare(b.allyCode));

const modes = ['light', 'dark'] as const;
const widths = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

// Small tolerance: anti-aliasing may differ by a few pixels between runs, a changed layout does not.
const compare = { maxDiffPixelRatio: 0.01, animations: 'disabled', caret: 'hide', scale: 'css' } as const;

test.describe.configure({ mode: 'default' });
// Each brand and mode visits 11 screens at 2 widths; the page waits are short, the screenshots many.
test.setTimeout(120_000);

interface Screen {
  name: string;
  path: string;
  /** What changes from run to run (dates): painted over before comparing. */
  mask?: (page: Page) => Locator[];
  /** Run before the screenshot, e.g. to write a changing figure as a fixed one. */
  prepare?: (page: Page) => Promise<void>;
}

/**
 * View counts move as other specs open lessons. They are written as a fixed figure rather than
 * masked: a mask is painted on top of everything, so a count under the fixed bottom bar would
 * hide the bar's labels in the picture.
 */
const steadyViewCounts = (page: Page) =>
  page.evaluate(() => {
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node as Text;
      text.data = text.data.replace(/\d[\d,.]* (vistas?)$/, '0 vistas');
    }
  });
const dates = (page: Page) => [page.locator('time')];

/** The learner's content the screens open: the first lesson of the first module, the newest post. */
async function contentOf(baseURL: string, token: string, allyCode: string, country: string) {
  const headers = { authorization: `Bearer ${token}`, 'x-aula-ally': allyCode };
  const get = async (path: string) => {
    const response = await fetch(new URL(path, baseURL), { headers });
    expect(response.status, path).toBe(200);
    return response.json();
  };
  const modules = await get('/api/lesson_modules/');
  const lessons = await get(`/api/lesson_modules/${modules.results[0].id}/lessons/`);
  const posts = await get(`/api/${country}/posts/?ally_code=${allyCode}&page=1`);
  return { lessonId: lessons.results[0].id as number, postSlug: posts.results[0].slug as string };
}

/** A learner of the ally made for these screenshots, so other specs' progress never shows in them. */
async function signedInToken(baseURL: string, allyCode: string): Promise<string> {
  const learner = await registeredLearner(baseURL, 'full', allyCode);
  const response = await fetch(new URL('/api/mx/login/', baseURL), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: learner.email, password: learner.password }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

async function newContext(browser: Browser, baseURL: string, colorScheme: 'light' | 'dark') {
  return browser.newContext({
    baseURL,
    colorScheme,
    locale: 'es-MX',
    reducedMotion: 'reduce',
    // A service worker would answer from an older build's cache; the test wants this build.
    serviceWorkers: 'block',
    viewport: widths[0],
  });
}

/**
 * Waits until the screen is whole: in the visitor's colours (the server sends a light page; a dark
 * visitor's is drawn again once the app starts), its heading, no skeletons, the images in view decoded.
 */
async function settled(page: Page, mode: 'light' | 'dark') {
  await expect
    .poll(() => page.evaluate(() => getComputedStyle(document.documentElement).colorScheme), { timeout: 15_000 })
    .toBe(mode);
  await expect(page.locator('h1').first()).toBeVisible();
  await expect(page.locator('[data-skeleton], [aria-busy="true"]')).toHaveCount(0);
  await page.waitForFunction(() => {
    const inView = [...document.images].filter((image) => {
      const box = image.getBoundingClientRect();
      return box.bottom > 0 && box.top < window.innerHeight && box.width > 0;
    });
    return inView.every((image) => image.complete && image.naturalWidth > 0);
  });
  await page.evaluate(() => document.fonts.ready);
}

/** Each screen opened once and seen at every width (the window resized, as a phone turned). */
async function shoot(context: BrowserContext, screens: Screen[], prefix: string, mode: 'light' | 'dark') {
  const page = await context.newPage();
  for (const screen of screens) {
    for (const [index, size] of widths.entries()) {
      await page.setViewportSize({ width: size.width, height: size.height });
      if (index === 0) await page.goto(screen.path);
      await settled(page, mode);
      await screen.prepare?.(page);
      await expect
        .soft(page, `${screen.name} at ${size.width} px`)
        .toHaveScreenshot(`${prefix}-${size.width}-${screen.name}.png`, {
          ...compare,
          mask: screen.mask?.(page) ?? [],
        });
    }
  }
  await page.close();
}

for (const { allyCode, country } of brands) {
  test.describe(`${allyCode}`, () => {
    let token = '';
    let content = { lessonId: 0, postSlug: '' };

    test.beforeAll(async ({ baseURL }) => {
      if (!baseURL) throw new Error('the e2e config gives every test a baseURL');
      token = await signedInToken(baseURL, allyCode);
      content = await contentOf(baseURL, token, allyCode, country);
    });

    for (const mode of modes) {
      test(`main screens in ${mode} mode`, async ({ browser, baseURL }) => {
        if (!baseURL) throw new Error('the e2e config gives every test a baseURL');
        const root = `/${country}/${allyCode}`;
        const context = await newContext(browser, baseURL, mode);
        const prefix = `${allyCode}-${mode}`;
        // A visitor's screens first, then the same browser signed in as a sign-in leaves it: the
        // token the API answered with, as its HttpOnly cookie, and the page's signed-in mark.
        await shoot(
          context,
          [
            { name: 'landing', path: root, prepare: steadyViewCounts },
            { name: 'sign-in', path: `${root}/login` },
            { name: 'blog', path: `${root}/blog`, mask: dates },
            { name: 'blog-post', path: `${root}/blog/${content.postSlug}`, mask: dates },
          ],
          prefix,
          mode,
        );
        await context.addCookies([
          { name: `token.${allyCode}`, value: token, url: baseURL, httpOnly: true, sameSite: 'Lax' },
          { name: `user_access.${allyCode}`, value: 'learner', url: baseURL },
        ]);
        await shoot(
          context,
          [
            { name: 'home', path: `${root}/seccion`, prepare: steadyViewCounts },
            { name: 'modules', path: `${root}/seccion/modulos` },
            { name: 'lesson', path: `${root}/seccion/lecciones/${content.lessonId}` },
            { name: 'favorites', path: `${root}/seccion/favoritos` },
            { name: 'achievements', path: `${root}/seccion/logros` },
            { name: 'profile', path: `${root}/seccion/perfil` },
            { name: 'settings', path: '/settings' },
          ],
          prefix,
          mode,
        );
        await context.close();
      });
    }
  });
}
