import type { Refusal } from '@aula/api-client/errors';
import { roleAllows } from '@aula/contracts/console';
import { Button } from '@aula/ui-kit/button';
import { FormMessage } from '@aula/ui-kit/forms/form-message';
import { Clock, ICON_SIZE } from '@aula/ui-kit/icons';
import { useDateFormat } from '@aula/ui-kit/use-date-format';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useConsoleUser } from '../../shell/use-console-user';
import { ageWords, figuresAge } from './figures-age';
import { REFRESH_SLOW, type RefreshStep, useFiguresRefresh } from './use-figures-refresh';
import { useNow } from './use-now';

const Box = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  margin: 0 0 ${({ theme }) => theme.space.lg};
`;

const Lines = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
  color: ${({ theme }) => theme.colors.textMuted};

  p {
    display: flex;
    gap: ${({ theme }) => theme.space.xs};
    align-items: flex-start;
    margin: 0;
  }

  svg {
    flex: none;
    margin-top: 0.2em;
  }
`;

/** The live line's mark: a filled dot in the success colour beside the words that say it. */
const LiveDot = styled.span`
  flex: none;
  width: 0.6em;
  height: 0.6em;
  margin: 0.45em 0.2em 0;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.success};
`;

const Status = styled.p`
  flex-basis: 100%;
  margin: 0;

  &:empty {
    display: none;
  }
`;

const Refused = styled.div`
  flex-basis: 100%;

  p {
    margin: 0;
  }
`;

export interface FiguresFreshnessProps {
  /** When the figures were computed (the answer's `computedAt`); null: not yet. */
  computedAt: string | null;
  /** What on the screen that moment is for, when part of it is read live ("the list and its counts"). */
  computedPart?: string;
  /** What the screen shows live, read at each visit ("names and contacts"). */
  livePart?: string;
  /** Offer ally admins "refresh now" here. */
  refreshable?: boolean;
}

function useRefusalText() {
  const { t } = useTranslation('console', { keyPrefix: 'insight.freshness' });
  return (refusal: Refusal): string => {
    if (refusal.status === 429) return t('rateLimited', { count: refusal.retryAfter ?? 60 });
    if (refusal.status === 403) return t('forbidden');
    if (refusal.code === REFRESH_SLOW) return t('slow');
    if (refusal.code === 'network') return t('offline');
    return t('failed');
  };
}

const STATUS_WORDS: Partial<Record<RefreshStep['step'], 'asking' | 'refreshing' | 'done'>> = {
  asking: 'asking',
  waiting: 'refreshing',
  done: 'done',
};

/**
 * How old an insight screen's figures are, in words ("Datos de hace 7 minutos"), and what it shows
 * live beside them; for ally admins, "refresh now", which waits for the refresh (its own or one
 * already under way) and then has every insight screen ask for its figures again.
 */
export function FiguresFreshness({ computedAt, computedPart, livePart, refreshable = false }: FiguresFreshnessProps) {
  const { t } = useTranslation('console', { keyPrefix: 'insight.freshness' });
  const dates = useDateFormat();
  const now = useNow(30_000);
  const { role } = useConsoleUser();
  const { state, refresh } = useFiguresRefresh();
  const refusalText = useRefusalText();
  const busy = state.step === 'asking' || state.step === 'waiting';

  const age = computedAt === null ? null : ageWords(figuresAge(computedAt, now), dates.locale, t('moment'));
  const computedText =
    age === null
      ? computedPart
        ? t('partNotYet', { part: computedPart })
        : t('notYet')
      : computedPart
        ? t('partComputed', { part: computedPart, age })
        : t('computed', { age });
  const statusKey = state.step === 'waiting' && state.joined ? 'joined' : STATUS_WORDS[state.step];

  return (
    <Box aria-busy={busy}>
      <Lines>
        <p>
          <Clock size={ICON_SIZE.sm} aria-hidden="true" />
          {computedAt === null ? (
            <span>{computedText}</span>
          ) : (
            <time dateTime={computedAt} title={t('computedAtTitle', { moment: dates.moment(computedAt) })}>
              {computedText}
            </time>
          )}
        </p>
        {livePart && (
          <p>
            <LiveDot aria-hidden="true" />
            <span>{t('live', { part: livePart })}</span>
          </p>
        )}
      </Lines>
      {refreshable && roleAllows(role, 'admin') && (
        <>
          <Button variant="ghost" loading={busy} onClick={() => void refresh(computedAt)}>
            {t('refresh')}
          </Button>
          <Status role="status">{statusKey ? t(statusKey) : ''}</Status>
          <Refused>
            <FormMessage message={state.step === 'failed' ? refusalText(state.refusal) : undefined} />
          </Refused>
        </>
      )}
    </Box>
  );
}
