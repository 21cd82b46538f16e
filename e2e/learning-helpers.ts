import { expect, type Page } from '@playwright/test';
import { registeredLearner } from './account-helpers';
import { signInThroughApi } from './session-helpers';

export const PASSWORD = 'Aula-demo-2026';
export type Ally = 'impulsa' | 'crecer';

/**
 * Signs in as the ally's demo learner the way a sign-in on that ally's site leaves the browser
 * (the API's HttpOnly session cookie and the page's signed-in mark), then opens the learner home,
 * or `startAt` when the test begins elsewhere (the home is not opened on the way: a page load less).
 * The sign-in screen itself is sign-in.spec's journey; these specs are about learning.
 */
export async function signIn(page: Page, baseURL: string | undefined, ally: Ally, startAt?: string) {
  if (!baseURL) throw new Error('the e2e config gives every test a baseURL');
  await signInThroughApi(page.context(), baseURL, ally, `demo@${ally}.example`, PASSWORD);
  if (startAt) {
    await page.goto(startAt);
    return;
  }
  await page.goto(`/mx/${ally}/seccion`);
  await expect(page.getByRole('heading', { level: 1, name: 'Mis lecciones' })).toBeVisible();
}

/**
 * Signs in as a learner registered for this test alone and opens `startAt`: a journey that changes
 * what the learner has done starts from the same place on every try (a retry included).
 */
export async function signInAsNewLearner(page: Page, baseURL: string | undefined, ally: Ally, startAt: string) {
  if (!baseURL) throw new Error('the e2e config gives every test a baseURL');
  const learner = await registeredLearner(baseURL, 'full', ally);
  await signInThroughApi(page.context(), baseURL, ally, learner.email, learner.password);
  await page.goto(startAt);
}

/** Plays the part's video as a learner does (muted, so the headless browser may start it without a tap). */
export async function playVideo(page: Page) {
  await page.locator('video').evaluate((element: HTMLVideoElement) => {
    element.muted = true;
    return element.play();
  });
}

/**
 * Whether the part's video loads and its captions with it: its length, its first track's cues and
 * whether the element reports an error (after the captions load, or 10 s at most).
 */
export function videoReadiness(page: Page): Promise<{ duration: number; cues: number; error: string }> {
  return page.locator('video').evaluate(
    (element: HTMLVideoElement) =>
      new Promise<{ duration: number; cues: number; error: string }>((resolve) => {
        const done = () => {
          const track = element.textTracks[0];
          // The player's MediaError as code and message ('' when none), so a failure says why.
          const error = element.error ? `${element.error.code} ${element.error.message}` : '';
          resolve({ duration: element.duration, cues: track?.cues?.length ?? 0, error });
        };
        const waitForCues = () => {
          const trackElement = element.querySelector('track');
          if (trackElement && trackElement.readyState === 2) done();
          else trackElement?.addEventListener('load', done, { once: true });
        };
        if (element.readyState >= 1) waitForCues();
        else element.addEventListener('loadedmetadata', waitForCues, { once: true });
        setTimeout(done, 10_000);
      }),
  );
}

/** From crecer's modules, opens the demo video part ("Cuenta tu inventario en una hora", on a phone). */
export async function openDemoVideoPart(page: Page) {
  await page.getByRole('link', { name: 'Inventario sin sorpresas' }).click();
  await page.getByRole('link', { name: /Cuenta tu inventario en una hora/ }).click();
  // On a phone the outline is a bar that opens.
  await page.locator('summary').click();
  await page
    .locator('details')
    .getByRole('link', { name: /Video ·/ })
    .first()
    .click();
}
