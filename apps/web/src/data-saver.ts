// Data saver: on a metered or slow line the site fetches only what the visitor asks for (no
// prefetching of the next screen's code, no images or videos loading by themselves). On when the
// browser says so (Save-Data, a 2g connection) or the visitor chose it in settings.
import { storedPreferences } from './preferences-storage';

interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
}

/** What the browser tells about the connection (Chromium-based browsers; others say nothing). */
export function browserAsksToSaveData(
  connection = (globalThis.navigator as { connection?: NetworkInformation } | undefined)?.connection,
): boolean {
  if (!connection) return false;
  return connection.saveData === true || connection.effectiveType === '2g' || connection.effectiveType === 'slow-2g';
}

export function isDataSaverOn(): boolean {
  return storedPreferences().dataSaver === true || browserAsksToSaveData();
}

const MARK = 'data-data-saver';

/**
 * Whether the server drew this page for data saver (it heard the browser's Save-Data or the
 * setting's cookie, and marked <html>): the app keeps the mark, so it adopts the page as drawn and
 * fetches no image the server spared.
 */
export function pageDrawnForDataSaver(root = globalThis.document?.documentElement): boolean {
  return root?.hasAttribute(MARK) ?? false;
}

/** Marks <html data-data-saver> so styles and other packages can follow it without importing this
 * (ui-kit's data-saver.ts reads the mark; the name is spelt here too so boot.ts stays free of React). */
export function markDataSaver(on = isDataSaverOn(), root = globalThis.document?.documentElement): void {
  if (!root) return;
  if (on) root.setAttribute(MARK, '');
  else root.removeAttribute(MARK);
}
