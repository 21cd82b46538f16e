import { afterEach, describe, expect, it } from 'vitest';
import { createI18n } from './i18n';
import { createLazyI18n } from './lazy-i18n';

const catalog = {
  namespace: 'demo',
  es: {
    views_one: '{{count, number}} vista',
    views_other: '{{count, number}} vistas',
    score: '{{value, number(maximumFractionDigits: 1)}}',
  },
  en: {
    views_one: '{{count, number}} view',
    views_other: '{{count, number}} views',
    score: '{{value, number(maximumFractionDigits: 1)}}',
  },
};

const OriginalNumberFormat = Intl.NumberFormat;
let made = 0;
/** Counts the Intl.NumberFormat objects made from now on. */
function countNumberFormats() {
  made = 0;
  Intl.NumberFormat = class extends OriginalNumberFormat {
    constructor(...args: ConstructorParameters<typeof OriginalNumberFormat>) {
      super(...args);
      made += 1;
    }
  } as typeof Intl.NumberFormat;
}
afterEach(() => {
  Intl.NumberFormat = OriginalNumberFormat;
});

describe('the number format of translations', () => {
  it('formats counts as Intl does, making no formatter per count', () => {
    const i18n = createI18n([catalog], 'en');
    countNumberFormats();
    const counts = [1, 2, 1234, 25_000, 999_999];
    const texts = counts.map((count) => i18n.t('demo:views', { count }));
    expect(texts).toEqual(['1 view', '2 views', '1,234 views', '25,000 views', '999,999 views']);
    expect(made).toBeLessThanOrEqual(1);
  });

  it('writes whole counts below 1,000 as digits without making a formatter, and larger ones as Intl does', () => {
    const written = {
      es: ['0 vistas', '1 vista', '7 vistas', '999 vistas'],
      en: ['0 views', '1 view', '7 views', '999 views'],
    };
    for (const language of ['es', 'en'] as const) {
      const i18n = createI18n([catalog], language);
      countNumberFormats();
      expect([0, 1, 7, 999].map((count) => i18n.t('demo:views', { count }))).toEqual(written[language]);
      expect(made).toBe(0);
      // Bad cases: a thousand (a separator in English), a fraction and a negative still go through Intl.
      for (const value of [1234, 25_000, 2.5, -3]) {
        expect(i18n.t('demo:score', { value })).toBe(
          new OriginalNumberFormat(language, { maximumFractionDigits: 1 }).format(value),
        );
        expect(i18n.t('demo:views', { count: value })).toContain(new OriginalNumberFormat(language).format(value));
      }
      expect(made).toBeGreaterThan(0);
    }
  });

  it('keeps the options written in the words (here one decimal at most)', () => {
    const i18n = createI18n([catalog], 'es');
    expect(i18n.t('demo:score', { value: 4.26 })).toBe(
      new Intl.NumberFormat('es', { maximumFractionDigits: 1 }).format(4.26),
    );
  });

  it('applies to the site’s on-demand instance too', async () => {
    const i18n = createLazyI18n([{ namespace: 'demo', es: async () => catalog.es, en: async () => catalog.en }], 'en');
    await i18n.loadNamespaces('demo');
    countNumberFormats();
    expect([7, 8, 9].map((count) => i18n.t('demo:views', { count }))).toEqual(['7 views', '8 views', '9 views']);
    expect(made).toBeLessThanOrEqual(1);
  });
});
