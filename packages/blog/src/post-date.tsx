import { useTranslation } from 'react-i18next';

/** "14 de noviembre de 2026" / "November 14, 2026": the date in the language on screen. */
export function formatPostDate(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'long' }).format(new Date(iso));
}

export function PostDate({ iso }: { iso: string }) {
  const { i18n } = useTranslation();
  return <time dateTime={iso}>{formatPostDate(iso, i18n.language)}</time>;
}
