// Where the visitor's settings live on the device, read without the i18n or theme code so the
// start-up script (boot.ts) can ask whether this visitor's page differs from the anonymous one.

export const PREFERENCES_KEY = 'aula.preferences';

/** Whatever is stored, unchecked; readers validate each field. */
export function storedPreferences(): Record<string, unknown> {
  try {
    const value = JSON.parse(localStorage.getItem(PREFERENCES_KEY) ?? '{}');
    return typeof value === 'object' && value !== null ? value : {};
  } catch {
    // A broken value (edited by hand, another app version), no storage (server, private mode).
    return {};
  }
}
