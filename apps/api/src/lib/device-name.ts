import Bowser from 'bowser';

/**
 * "Chrome · Android" from a User-Agent, so a learner can tell their sessions apart; null if unknown.
 * The names are bowser's ("Microsoft Edge", "Samsung Internet for Android", "macOS").
 */
export function deviceName(userAgent: string | null | undefined): string | null {
  if (!userAgent) return null;
  const { browser, os } = Bowser.parse(userAgent);
  const parts = [browser.name, os.name].filter(Boolean);
  return parts.length > 0 ? parts.join(' · ') : null;
}
