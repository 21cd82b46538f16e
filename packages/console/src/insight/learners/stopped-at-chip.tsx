import { useGetFunnelQuery } from '@aula/api-client/console-funnel';
import type { InsightFilterInput } from '@aula/contracts/console-insight';
import { IconButton } from '@aula/ui-kit/icon-button';
import { ICON_SIZE, X } from '@aula/ui-kit/icons';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const Chip = styled.p`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  max-width: 100%;
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.xs}
    ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.primary};
  /* A long lesson title wraps on a phone: a pill would bulge, a rounded box does not. */
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  font-weight: 700;

  span {
    min-width: 0;
    overflow-wrap: anywhere;
  }
`;

/**
 * The filter a visitor from the funnel arrives with ("stopped at <lesson> (<module>)"), named from
 * the funnel's own answer for the same filters, with a button that removes it.
 */
export function StoppedAtChip({
  filter,
  module,
  stoppedAt,
  onClear,
}: {
  filter: InsightFilterInput;
  module: number;
  stoppedAt: number;
  onClear: () => void;
}) {
  const { t } = useTranslation('console', { keyPrefix: 'insight.learners' });
  const { data } = useGetFunnelQuery(filter);
  const found = data?.modules.find((row) => row.id === module);
  const lesson = found?.lessons.find((row) => row.id === stoppedAt);
  return (
    <Chip>
      <span>
        {found && lesson ? t('stoppedAt', { lesson: lesson.title, module: found.title }) : t('stoppedAtUnknown')}
      </span>
      <IconButton aria-label={t('clearStoppedAt')} title={t('clearStoppedAt')} onClick={onClear}>
        <X size={ICON_SIZE.sm} aria-hidden="true" />
      </IconButton>
    </Chip>
  );
}
