import type { i18n as I18n } from 'i18next';

/** The options Intl.NumberFormat reads; whatever else a translation is given (its count, namespace…) is not one. */
const NUMBER_FORMAT_OPTIONS = [
  'style',
  'currency',
  'currencyDisplay',
  'currencySign',
  'unit',
  'unitDisplay',
  'notation',
  'compactDisplay',
  'signDisplay',
  'useGrouping',
  'minimumIntegerDigits',
  'minimumFractionDigits',
  'maximumFractionDigits',
  'minimumSignificantDigits',
  'maximumSignificantDigits',
  'roundingMode',
  'roundingPriority',
  'roundingIncrement',
  'trailingZeroDisplay',
  'numberingSystem',
] as const;

const formats = new Map<string, Intl.NumberFormat>();

/** One Intl.NumberFormat per language and number options, made once: making one costs 1-4 ms on a slow phone. */
export function numberFormat(language: string, options: Record<string, unknown> = {}): Intl.NumberFormat {
  const used = Object.fromEntries(
    NUMBER_FORMAT_OPTIONS.filter((name) => options[name] !== undefined).map((name) => [name, options[name]]),
  );
  const key = `${language} ${JSON.stringify(used)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(language, used);
    formats.set(key, format);
  }
  return format;
}

/**
 * Makes `{{count, number}}` reuse its formatter. i18next's own cache is keyed by all of the
 * translation's options, the count among them, so every different number built a new
 * Intl.NumberFormat: 110 ms of the learner home's first render at 4x CPU slowdown went to the
 * lesson cards' view counts.
 */
export function reuseNumberFormats(instance: I18n): void {
  instance.services.formatter?.add('number', (value, language, options) =>
    numberFormat(language ?? instance.language, options).format(value),
  );
}
