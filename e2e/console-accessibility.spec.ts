// The console's screens (issue 29: axe 0 on every screen) — home, team, modules, a module, a
// lesson, the blog, a post, a new post, the landing, the rewards, the messages, the learners and a
// learner, and an invitation's page — in both brands, signed in as impulsa's admin and crecer's
// editor, at a phone's width and a laptop's, in the light and the dark colour mode the visitor
// chose (the insight screens: console-insight-screens.spec). Every violation is listed with its
// screen, width and mode.
import { type Browser, expect, test } from '@playwright/test';
import { type Ally, editingScreens, invite, TEAM_MEMBER } from './console-screens';
import { axeViolations, settled } from './screen-checks';
import { signInThroughApi } from './session-helpers';

const WIDTHS = [390, 1280];

// 14 screens at 2 widths, axe on each, on a busy machine.
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
    test(`${ally}'s console screens have no axe violation at 390 and 1280 px in ${colorMode} mode`, async ({
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
      for (const width of WIDTHS) {
        for (const [browsing, screen] of [
          ...screens.map((screen) => [context, screen] as const),
          [invitee, { name: 'invitation', path: invitation.path }] as const,
        ]) {
          const page = await browsing.newPage();
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
          await page.close();
        }
      }
      await invitation.revoke();
      expect(problems).toEqual([]);
      await invitee.close();
      await context.close();
    });
  }
}
