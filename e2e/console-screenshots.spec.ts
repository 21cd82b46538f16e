// Screenshot tests of the ally console (issue 29): every console screen of both brands, seen by
// the demo team (impulsa's admin, crecer's editor), at a phone's width (390 px) and a desktop's
// (1280 px) in light mode, and a few in dark mode, compared with the committed baselines in
// console-screenshots.spec.ts-snapshots/ as screenshots.spec does. Update them after an intended
// change of look with `--update-snapshots` and look at every new PNG before committing it.
// Each screen is also checked with axe (WCAG 2.1 A and AA and best practices): light at a
// desktop's width (every-route.spec checks a phone's), dark at a phone's (colour contrast does not
// depend on the width), the screens without a dark baseline opened for axe alone.
//
// What would change from run to run is held still:
// - the insight figures and learners come from console-screenshots.fixtures/ (the API's answers
//   recorded on a fresh demo database): the insight demo is seeded relative to the hour the server
//   started and other specs' learners add to it, so live figures differ between runs. Record them
//   again (after a change of those answers' shape) with CONSOLE_FIXTURES=record, running this
//   spec alone on a fresh database (then `biome check --write` them);
// - the browser's clock is fixed at the day those answers were recorded (the default period, the
//   dates the filters show);
// - records other specs add (a module of console-curriculum.spec, a post of console-publishing.spec)
//   are left out of the lists, and the media they upload out of the quota line (its fixture);
// - dates relative to the seed's day (posts, invitations) are masked.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import {
  type Ally,
  type ConsoleScreen,
  editingScreens,
  invite,
  PUBLISHING_SPEC_POST,
  TEAM_MEMBER,
} from './console-screens';
import { axeViolations, settled } from './screen-checks';
import { signInThroughApi } from './session-helpers';

const FIXTURES = join(import.meta.dirname, 'console-screenshots.fixtures');
/** The day the fixtures were recorded: the browser's today. */
const RECORDED_ON = new Date('2026-11-30T15:00:00Z');
const RECORDING = process.env.CONSOLE_FIXTURES === 'record';
/** The insight API's answers held still, by fixture name (a learner's: whichever learner is asked for). */
const RECORDED_ANSWERS: Record<string, RegExp> = {
  overview: /\/api\/console\/insight\/overview\/(\?.*)?$/,
  funnel: /\/api\/console\/insight\/funnel\/(\?.*)?$/,
  survey: /\/api\/console\/insight\/survey\/(\?.*)?$/,
  checks: /\/api\/console\/insight\/checks\/(\?.*)?$/,
  learners: /\/api\/console\/insight\/learners\/(\?.*)?$/,
  learner: /\/api\/console\/insight\/learners\/\d+\/(\?.*)?$/,
  'learner-views': /\/api\/console\/insight\/learners\/\d+\/views\/(\?.*)?$/,
  // What the ally's media take: other specs' uploads (console-curriculum's picture) add to it.
  'media-usage': /\/api\/console\/media\/usage\/$/,
};

const widths = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;
// Dark mode for the screens whose colours differ most: the frame, a chart, a form.
const DARK_SCREENS = ['home', 'overview', 'funnel', 'lesson', 'learners'];

// Small tolerance: anti-aliasing may differ by a few pixels between runs, a changed layout does not.
// The whole page: a phone's layout goes wrong below the first screenful as often as in it.
const compare = {
  maxDiffPixelRatio: 0.01,
  animations: 'disabled',
  caret: 'hide',
  scale: 'css',
  fullPage: true,
  // A long page (the survey's tables) takes a while to capture twice on a busy machine.
  timeout: 20_000,
} as const;

test.describe.configure({ mode: 'default' });
// 16 screens at 2 widths per brand, each checked with axe at one; the page waits are short, the screenshots many.
test.setTimeout(300_000);

const fixturePath = (ally: Ally, answer: string) => join(FIXTURES, `${ally}-${answer}.json`);
const fixture = (ally: Ally, answer: string) => readFileSync(fixturePath(ally, answer), 'utf8');

/** The demo's modules: those the recorded funnels list (a spec's new module has a later id). */
const demoModuleIds = new Set(
  (['impulsa', 'crecer'] as const).flatMap((ally) =>
    (JSON.parse(fixture(ally, 'funnel')) as { modules: { id: number }[] }).modules.map(({ id }) => id),
  ),
);

/** Dates counted from the day the server seeded, and who made an invitation when. */
const dates = (page: Page): Locator[] => [page.locator('time')];

async function browserIn(browser: Browser, baseURL: string, colorMode: 'light' | 'dark') {
  const context = await browser.newContext({
    baseURL,
    locale: 'es-MX',
    reducedMotion: 'reduce',
    // A service worker would answer from an older build's cache; the test wants this build.
    serviceWorkers: 'block',
    // axe's script is added to each page; the site's CSP rightly refuses it otherwise.
    bypassCSP: true,
    viewport: widths[0],
  });
  await context.addInitScript(
    (mode) => localStorage.setItem('aula.preferences', JSON.stringify({ language: 'es', colorMode: mode })),
    colorMode,
  );
  return context;
}

/**
 * Answers the insight screens with the recorded answers (a refusal, e.g. an editor's 403 on the
 * learners, has no fixture and is asked live) and leaves other specs' modules out.
 */
async function holdStill(page: Page, ally: Ally) {
  await page.clock.setFixedTime(RECORDED_ON);
  for (const [answer, address] of Object.entries(RECORDED_ANSWERS)) {
    await page.route(address, async (route) => {
      if (RECORDING) {
        const response = await route.fetch();
        if (response.status() === 200)
          writeFileSync(fixturePath(ally, answer), `${JSON.stringify(await response.json(), null, 2)}\n`);
        return route.fulfill({ response });
      }
      if (!existsSync(fixturePath(ally, answer))) return route.continue();
      return route.fulfill({ status: 200, contentType: 'application/json', body: fixture(ally, answer) });
    });
  }
  await page.route(/\/api\/console\/modules\/(\?.*)?$/, async (route) => {
    if (route.request().method() !== 'GET') return route.continue();
    const response = await route.fetch();
    const body = (await response.json()) as { results: { id: number }[] };
    await route.fulfill({
      response,
      json: { ...body, results: body.results.filter(({ id }) => demoModuleIds.has(id)) },
    });
  });
  await page.route(/\/api\/console\/posts\/(\?.*)?$/, async (route) => {
    if (route.request().method() !== 'GET') return route.continue();
    const response = await route.fetch();
    const body = (await response.json()) as { results: { title: string }[] };
    await route.fulfill({
      response,
      json: { ...body, results: body.results.filter(({ title }) => !title.startsWith(PUBLISHING_SPEC_POST)) },
    });
  });
}

/** The insight screens; the learners' list and the first learner's page (admins; an editor is told so). */
function insightScreens(ally: Ally): ConsoleScreen[] {
  const root = `/mx/${ally}/consola`;
  const learners = existsSync(fixturePath(ally, 'learners'))
    ? (JSON.parse(fixture(ally, 'learners')) as { results: { id: number }[] }).results
    : [];
  return [
    { name: 'overview', path: `${root}/resumen` },
    { name: 'funnel', path: `${root}/recorrido` },
    { name: 'survey', path: `${root}/encuesta` },
    { name: 'checks', path: `${root}/comprobaciones` },
    { name: 'learners', path: `${root}/aprendices` },
    // Recording, the list is not there yet: the first learner's page is recorded on the next run.
    ...(learners[0] ? [{ name: 'learner', path: `${root}/aprendices/${learners[0].id}` }] : []),
  ];
}

/** Waits until the screen is whole: arrived (screen-checks), images in view decoded, fonts ready. */
async function whole(page: Page) {
  await settled(page, 'es', 30_000);
  await page.waitForFunction(() => {
    const inView = [...document.images].filter((image) => {
      const box = image.getBoundingClientRect();
      return box.bottom > 0 && box.top < window.innerHeight && box.width > 0;
    });
    return inView.every((image) => image.complete && image.naturalWidth > 0);
  });
  await page.evaluate(() => document.fonts.ready);
  await drawCharts(page);
}

/** The insight charts are drawn once they come near the screen: each is scrolled to, then the page's top. */
async function drawCharts(page: Page) {
  const pictures = page.locator('[data-chart-picture]');
  for (const picture of await pictures.all()) {
    await picture.scrollIntoViewIfNeeded();
    await expect(picture.locator('svg.recharts-surface').first()).toBeVisible();
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}

/**
 * The server's address as text (a link shown as words) is written as one fixed origin: the port is
 * each run's own. Rewritten rather than masked: a mask would hide the words around it too.
 */
const steadyOrigin = (page: Page) =>
  page.evaluate(() => {
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node as Text;
      text.data = text.data.replace(/https?:\/\/(localhost|127\.0\.0\.1):\d+/g, 'https://aula.example');
    }
  });

/**
 * Each screen opened once and seen at both widths (the window resized, as a phone turned or a
 * window widened): its baseline at each, no sideways scroll, and axe's violations after the
 * picture (axe adds its script to the page).
 */
async function shoot(page: Page, screens: ConsoleScreen[], prefix: string, axeAt: (typeof widths)[number]['name']) {
  for (const screen of screens) {
    for (const [index, size] of widths.entries()) {
      await page.setViewportSize({ width: size.width, height: size.height });
      if (index === 0) await page.goto(screen.path);
      await whole(page);
      await steadyOrigin(page);
      const seen = `${screen.name} at ${size.width} px`;
      // A wide table scrolls in its own frame; the page itself never scrolls sideways.
      const sideways = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect.soft(sideways, `${seen} scrolls sideways by`).toBeLessThanOrEqual(0);
      await expect
        .soft(page, seen)
        .toHaveScreenshot(`${prefix}-${size.width}-${screen.name}.png`, { ...compare, mask: dates(page) });
      if (size.name === axeAt) expect.soft(await axeViolations(page), `axe on ${seen}`).toEqual([]);
    }
  }
}

/**
 * Where axe looks at a screen seen at both widths. In light mode, the desktop's: every-route.spec
 * checks each console screen at a phone's width in both allies. In dark mode, the phone's alone:
 * what dark mode changes is colour, and colour contrast does not depend on the width.
 */
const axeWidth = { light: 'desktop', dark: 'phone' } as const;

/** Screens without a baseline here, opened at one width for axe alone. */
async function axeOnly(page: Page, screens: ConsoleScreen[], size: (typeof widths)[number]) {
  await page.setViewportSize(size);
  for (const screen of screens) {
    await page.goto(screen.path);
    await settled(page, 'es', 30_000);
    expect.soft(await axeViolations(page), `axe on ${screen.name} at ${size.width} px`).toEqual([]);
  }
}

/** The reminders' texts: no baseline (its preview names a lesson other specs rename), axe only. */
const messagesScreen = (ally: Ally): ConsoleScreen => ({ name: 'messages', path: `/mx/${ally}/consola/mensajes` });

for (const ally of ['impulsa', 'crecer'] as const) {
  for (const colorMode of ['light', 'dark'] as const) {
    test(`${ally}'s console screens in ${colorMode} mode`, async ({ browser, baseURL }) => {
      const base = baseURL ?? '';
      const context = await browserIn(browser, base, colorMode);
      await signInThroughApi(context, base, ally, TEAM_MEMBER[ally]);
      const all = [
        ...(await editingScreens(context.request, ally)),
        // Not the messages screen (consola/mensajes): its WhatsApp preview names a lesson of the live
        // curriculum, which console-curriculum.spec changes before this spec (recording it is to do).
        ...insightScreens(ally),
      ];
      const screens = colorMode === 'light' ? all : all.filter(({ name }) => DARK_SCREENS.includes(name));
      const page = await context.newPage();
      await holdStill(page, ally);
      await shoot(page, screens, `${ally}-${colorMode}`, axeWidth[colorMode]);
      if (colorMode === 'dark') {
        const unshot = all.filter(({ name }) => !DARK_SCREENS.includes(name));
        await axeOnly(page, [...unshot, messagesScreen(ally)], widths[0]);
      } else {
        // At a phone's width every-route.spec checks it.
        await axeOnly(page, [messagesScreen(ally)], widths[1]);
      }
      await context.close();

      // The invitation's page, as its invitee opens it: signed out. Withdrawn afterwards.
      const invitee = colorMode === 'light' ? `nueva.editora.${ally}` : `nueva.editora.${ally}.oscuro`;
      const invitation = await invite(base, ally, `${invitee}@example.com`);
      const inviteeBrowser = await browserIn(browser, base, colorMode);
      const invitePage = await inviteeBrowser.newPage();
      const invitationScreen = { name: 'invitation', path: invitation.path };
      if (colorMode === 'light') await shoot(invitePage, [invitationScreen], `${ally}-${colorMode}`, axeWidth.light);
      else await axeOnly(invitePage, [invitationScreen], widths[0]);
      await invitation.revoke();
      await inviteeBrowser.close();
    });
  }
}
