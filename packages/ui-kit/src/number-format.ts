import type { i18n as I18n } from 'i18next';

/** What i18next adds to a format's options by itself: not a choice of how the number looks. */
const TRANSLATION_OPTIONS = new Set([
  'lng',
  'lngs',
  'ns',
  'keyPrefix',
  'interpolationkey',
  'count',
  'ordinal',
  'context',
]);

/**
 * A whole number from 0 to 999 with no format options reads the same in every language the site
 * has (Spanish and English write such numbers in plain digits, without separators): written as it
 * is, the learner home's first lesson cards no longer pay for the first Intl.NumberFormat (~60 ms
 * of a render at 4x CPU slowdown, its locale data loaded on first use).
 */
function isPlainSmallCount(value: unknown, options: Record<string, unknown>): boolean {
  return (
    typeof value === 'number' &&
    Number.isInteger(value) &&
    value >= 0 &&
    value < 1000 &&
    Object.keys(options).every((key) => TRANSLATION_OPTIONS.has(key))
  );
}

/**
 * Makes `{{count, number}}` reuse its formatter. i18next's own cache is keyed by all of the
 * translation's options, the number among them, so every different count built a new
 * Intl.NumberFormat: 110 ms of the learner home's first render at 4x CPU slowdown went to the
 * lesson cards' view counts. Here the number being formatted (`interpolationkey` names it) is left
 * out of the key; what stays (the format's options, the other words' values) is the same from call to call.
 */
export function reuseNumberFormats(instance: I18n): void {
  const formats = new Map<string, Intl.NumberFormat>();
  instance.services.formatter?.add('number', (value, language = instance.language, options = {}) => {
    const { [options.interpolationkey]: _formatted, ...rest } = options;
    if (isPlainSmallCount(value, rest)) return String(value);
    const key = `${language} ${JSON.stringify(rest)}`;
    let format = formats.get(key);
    if (!format) {
      format = new Intl.NumberFormat(language, rest);
      formats.set(key, format);
    }
    return format.format(value);
  });
}
