import { useDateFormat } from '@aula/ui-kit/use-date-format';

/** "14 de noviembre de 2026" / "November 14, 2026": the day, as every date a learner reads (ui-kit's format). */
export function PostDate({ iso }: { iso: string }) {
  const dates = useDateFormat();
  return <time dateTime={iso}>{dates.day(iso)}</time>;
}
