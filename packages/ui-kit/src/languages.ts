// The site's languages, apart from the i18n set-up, so code that only names a language (a
// preference, a setting) loads no words with it.

export const languages = ['es', 'en'] as const;
export type Language = (typeof languages)[number];

export function isLanguage(value: unknown): value is Language {
  return languages.includes(value as Language);
}
