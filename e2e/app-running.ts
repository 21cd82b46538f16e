import type { Page } from '@playwright/test';

/**
 * Waits until the app has taken the page over (app-render.tsx marks `<html data-app-running>`).
 * Only before a control that the app alone answers (a searchable list, a dialog, a download it
 * names): links and forms work without it, and journeys through them must not wait.
 */
export async function appRunning(page: Page) {
  await page.locator('html[data-app-running]').waitFor({ state: 'attached' });
}
