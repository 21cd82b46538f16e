import type { i18n as I18n } from 'i18next';

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
    const key = `${language} ${JSON.stringify(rest)}`;
    let format = formats.get(key);
    if (!format) {
      format = new Intl.NumberFormat(language, rest);
      formats.set(key, format);
    }
    return format.format(value);
  });
}
