import type { Messages } from '@aula/ui-kit/message-catalog';
import { uiMessages } from '@aula/ui-kit/messages';
import { describe, expect, it } from 'vitest';
import { appMessages, createAllWordsI18n } from './app-messages';

/** Every catalogue a learner can meet: each feature's, the web app's, the frame's and ui-kit's. */
const catalogues = [...appMessages, uiMessages];

/** `{ a: { b: 'x' } }` -> `[['a.b', 'x']]`. */
function flatten(messages: Messages, prefix = ''): [string, string][] {
  return Object.entries(messages).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : flatten(value, `${prefix}${key}.`),
  );
}

/** The words of a value, without its `{{placeholders}}` and markup. */
const wordsOf = (value: string) => value.replace(/\{\{[^}]*\}\}/g, ' ').replace(/<[^>]*>/g, ' ');

/** Words the same in both languages: names, brands, abbreviations, numbers. */
const SAME_IN_BOTH = new Set([
  'Blog',
  'Email',
  'Facebook',
  'WhatsApp',
  'PIN',
  'Total',
  'Webinar',
  'SMS',
  'Video',
  'Español',
  'English',
]);
const sameOnPurpose = (value: string) => {
  const words = wordsOf(value).trim();
  return (
    !/\p{L}{3,}/u.test(words) || SAME_IN_BOTH.has(words) || /^[\d\s·:/%.,-]*(min|km|m|kg)?[\d\s·:/%.,-]*$/.test(words)
  );
};

// Marks of Spanish in an English sentence (accents, ñ, opening marks, frequent short words), and of
// English in a Spanish one. The short words need spaces around them so "Del Valle" style names
// inside placeholders never count (placeholders are removed first).
const SPANISH = /[ñáéíóú¿¡]|\b(de|la|el|los|las|tu|tus|para|con|que|una|por|sin|más)\b/i;
const ENGLISH = /\b(the|your|and|with|you|of|to|is|this|please)\b/i;
/** Names of the demo world or languages that legitimately carry an accent in English text. */
const SPANISH_NAMES = /Español|México|Perú|Bogotá/g;
/** British spellings beside US ones ("Favourites" next to "Favorites"): English is US English. */
const BRITISH =
  /\b(favourit\w*|colour\w*|centre\w*|neighbour\w*|behaviour\w*|recognis\w*|organis\w*|licence|programme|cancelled|catalogue\w*)\b/i;

const pairs = catalogues.map(({ namespace, es, en }) => ({
  namespace,
  es: new Map(flatten(es)),
  en: new Map(flatten(en)),
}));

describe('the catalogues, Spanish and English', () => {
  it.each(pairs.map((pair) => [pair.namespace, pair] as const))('%s: have the same keys', (_namespace, pair) => {
    expect([...pair.en.keys()].sort()).toEqual([...pair.es.keys()].sort());
  });

  it.each(pairs.map((pair) => [pair.namespace, pair] as const))(
    '%s: no English value is the Spanish one (bad input: a key copied untranslated)',
    (_namespace, pair) => {
      const copied = [...pair.en].filter(([key, value]) => pair.es.get(key) === value && !sameOnPurpose(value));
      expect(copied).toEqual([]);
    },
  );

  it.each(pairs.map((pair) => [pair.namespace, pair] as const))(
    '%s: English values hold no Spanish and Spanish values no English',
    (_namespace, pair) => {
      const spanishInEnglish = [...pair.en].filter(([, value]) =>
        SPANISH.test(wordsOf(value).replace(SPANISH_NAMES, '')),
      );
      const englishInSpanish = [...pair.es].filter(([, value]) => ENGLISH.test(wordsOf(value)));
      expect({ spanishInEnglish, englishInSpanish }).toEqual({ spanishInEnglish: [], englishInSpanish: [] });
    },
  );

  it.each(pairs.map((pair) => [pair.namespace, pair] as const))(
    '%s: English is US English and plurals are i18next keys, not "(s)"',
    (_namespace, pair) => {
      expect([...pair.en].filter(([, value]) => BRITISH.test(value))).toEqual([]);
      const handMade = /\w\((s|es)\)/;
      expect([...pair.en, ...pair.es].filter(([, value]) => handMade.test(value))).toEqual([]);
    },
  );
});

describe('the checks themselves', () => {
  it('catch a Spanish sentence in English, an English one in Spanish and a British spelling', () => {
    expect(SPANISH.test(wordsOf('Empieza gratis con {{name}} de hoy'))).toBe(true);
    expect(SPANISH.test(wordsOf('Calificación'))).toBe(true);
    expect(ENGLISH.test(wordsOf('Save to your favorites'))).toBe(true);
    expect(BRITISH.test('No favourites yet')).toBe(true);
    expect(BRITISH.test('Choose your neighbourhood')).toBe(true);
    expect(sameOnPurpose('Empieza gratis')).toBe(false);
    expect(sameOnPurpose('{{count}} min')).toBe(true);
  });
});

describe('plural forms', () => {
  it('follow i18next’s rules in both languages (bad input: a count of 1)', () => {
    const es = createAllWordsI18n('es');
    const en = createAllWordsI18n('en');
    expect(es.t('lessons:player.outlineSummary', { done: 0, count: 1 })).toBe('Contenido · 0 de 1 parte');
    expect(es.t('lessons:player.outlineSummary', { done: 1, count: 3 })).toBe('Contenido · 1 de 3 partes');
    expect(en.t('lessons:player.outlineSummary', { done: 0, count: 1 })).toBe('Contents · 0 of 1 part');
    expect(es.t('achievements:progress', { completed: 0, count: 1 })).toBe('0 de 1 lección');
    expect(en.t('achievements:progress', { completed: 2, count: 3 })).toBe('2 of 3 lessons');
  });
});
