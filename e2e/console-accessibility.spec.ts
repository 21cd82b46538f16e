// The console's screens (issue 29: axe 0 on every screen) — home, team, modules, a module, a
// lesson, the blog, a post, a new post, the landing, the rewards, the messages, the learners and a
// learner, and an invitation's page — in both brands, signed in as impulsa's admin and crecer's
// editor, in the light and the dark colour mode the visitor chose (the insight screens:
// console-insight-screens.spec). Every violation is listed with its screen, width and mode.
//
// Which widths, so no visit repeats another's proof (the suite's time):
// - light at a laptop's width (1280 px) for every screen;
// - light at a phone's width (390 px) only for the screens every-route.spec does not open: it
//   already runs this same axe check (screen-checks' axeViolations) on every other console route
//   at 390 px in light mode, Spanish, signed in as the same team members, with the same records;
// - dark at a phone's width only: the dark mode changes colours, and colour contrast does not
//   depend on the width; the light mode checks the layouts of both widths.
import { type Browser, expect, test } from '@playwright/test';
import { type Ally, editingScreens, invite, TEAM_MEMBER } from './console-screens';
import { axeViolations, settled } from './screen-checks';
import { signInThroughApi } from './session-helpers';

/** The widths each mode is checked at; `phoneOnlyHere`: the screens every-route.spec does not open. */
const PHONE = 390;
const LAPTOP = 1280;
const phoneOnlyHere = new Set(['post', 'learner', 'invitation']);
const widthsOf = (colorMode: 'light' | 'dark', screen: string): number[] =>
  colorMode === 'dark' ? [PHONE] : phoneOnlyHere.has(screen) ? [PHONE, LAPTOP] : [LAPTOP];

// Up to 17 visits with axe each, on a busy machine.
test.setTimeout(300_000);

/** A browser whose visitor chose `colorMode` in the settings (the app's stored preference), axe allowed in. */
async function browserIn(browser: Browser, baseURL: string, colorMode: 'light' | 'dark') {
  const context = await browser.newContext({ baseURL, locale: 'es-MX', bypassCSP: true });
  await context.addInitScript(
    (mode) => localStorage.setItem('aula.preferences', JSON.stringify({ language: 'es', colorMode: mode })),
    colorMode,
  );
  return context;
}

for (const ally of ['impulsa', 'crecer'] as Ally[]) {
  for (const colorMode of ['light', 'dark'] as const) {
    const widths = colorMode === 'light' ? '1280 px (and 390 px where every-route.spec does not go)' : '390 px';
    test(`${ally}'s console screens have no axe violation at ${widths} in ${colorMode} mode`, async ({
      browser,
      baseURL,
    }) => {
      const base = baseURL ?? '';
      const context = await browserIn(browser, base, colorMode);
      await signInThroughApi(context, base, ally, TEAM_MEMBER[ally]);
      const root = `/mx/${ally}/consola`;
      // The learners (an admin's list and first learner; an editor is told they are for admins) and the messages.
      const learners = await context.request.get('/api/console/insight/learners/', {
        headers: { 'x-aula-ally': ally },
      });
      const first = learners.ok() ? ((await learners.json()) as { results: { id: number }[] }).results[0] : undefined;
      const screens = [
        ...(await editingScreens(context.request, ally)),
        { name: 'messages', path: `${root}/mensajes` },
        { name: 'learners', path: `${root}/aprendices` },
        ...(first ? [{ name: 'learner', path: `${root}/aprendices/${first.id}` }] : []),
      ];
      // The invitation's page is opened as its invitee would: signed out.
      const invitee = await browserIn(browser, base, colorMode);
      const invitation = await invite(base, ally, `axe.${colorMode}.${Date.now()}@example.com`);
      const problems: string[] = [];
      // One page for each browser, reused from screen to screen and width to width.
      const signedIn = await context.newPage();
      const signedOut = await invitee.newPage();
      const visits = [
        ...screens.map((screen) => [signedIn, screen] as const),
        [signedOut, { name: 'invitation', path: invitation.path }] as const,
      ];
      for (const width of [PHONE, LAPTOP]) {
        for (const [page, screen] of visits) {
          if (!widthsOf(colorMode, screen.name).includes(width)) continue;
          await page.setViewportSize({ width, height: 900 });
          await page.goto(screen.path);
          await settled(page, 'es', 30_000);
          // The chosen mode is drawn (the page's colour-scheme says so), not the system's.
          await expect
            .poll(() => page.evaluate(() => getComputedStyle(document.documentElement).colorScheme), {
              message: `${screen.name} drawn in ${colorMode} mode`,
            })
            .toBe(colorMode);
          for (const violation of await axeViolations(page))
            problems.push(`${screen.name} ${width} px ${colorMode}: ${violation}`);
        }
      }
      await invitation.revoke();
      expect(problems).toEqual([]);
      await invitee.close();
      await context.close();
    });
  }
}
