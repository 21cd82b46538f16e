import type { PartSummary } from '@aula/contracts/lessons';
import type { TFunction } from 'i18next';

/** "Video · 6 min": a part's kind and length; a part without a length (a check, often) says its kind alone. */
export function partKindLine(t: TFunction, part: Pick<PartSummary, 'kind' | 'duration_minutes'>): string {
  const kind = t(`kind.${part.kind}`);
  return part.duration_minutes > 0 ? `${kind} · ${t('partMinutes', { count: part.duration_minutes })}` : kind;
}
