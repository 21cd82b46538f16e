import { useRetryAchievementCodeMutation } from '@aula/api-client/console-earners';
import type { EarnerRow } from '@aula/contracts/console-earners';
import { allyPath } from '@aula/contracts/site-paths';
import { useAlerts } from '@aula/ui-kit/alert-provider';
import { useAllySite } from '@aula/ui-kit/ally-site';
import { Badge, type BadgeTone } from '@aula/ui-kit/badge';
import { Button } from '@aula/ui-kit/button';
import { Link } from '@aula/ui-kit/link';
import { useDateFormat } from '@aula/ui-kit/use-date-format';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { DataTable } from '../../insight/charts/data-table';
import { NarrowCards, WideOnly } from '../../shell/rows-as-cards';

const Stacked = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Code = styled.code`
  letter-spacing: 0.05em;
`;

const TONES: Record<NonNullable<EarnerRow['message']>['status'], BadgeTone> = {
  queued: 'neutral',
  sent: 'primary',
  delivered: 'success',
  failed: 'danger',
};

/** A failed message's "Reintentar": sends the learner's code again and says how it went. */
function RetryButton({ achievementId, row }: { achievementId: number; row: EarnerRow }) {
  const { t } = useTranslation('console', { keyPrefix: 'rewards.earners' });
  const alerts = useAlerts();
  const [retry, state] = useRetryAchievementCodeMutation();
  async function press() {
    const result = await retry({ id: achievementId, learnerId: row.id });
    const sent = result.data?.message?.status === 'sent' || result.data?.message?.status === 'delivered';
    alerts.show(
      sent
        ? { tone: 'success', message: t('retried', { name: row.name }) }
        : { tone: 'error', message: t('retryFailed', { name: row.name }) },
    );
  }
  return (
    <Button
      type="button"
      variant="secondary"
      loading={state.isLoading}
      aria-label={t('retryLabel', { name: row.name })}
      onClick={() => void press()}
    >
      {t('retry')}
    </Button>
  );
}

/**
 * One page of earners: name (to their learner page), the day they earned it, their contact only
 * in the channel they agreed to, their code and what became of its message, "Reintentar" when it failed.
 */
export function EarnerTable({
  achievementId,
  rows,
  withCodes,
}: {
  achievementId: number;
  rows: EarnerRow[];
  /** The prize is a webinar with codes: each earner's code and its message are shown; else neither. */
  withCodes: boolean;
}) {
  const { t } = useTranslation('console', { keyPrefix: 'rewards.earners' });
  const site = useAllySite();
  const dates = useDateFormat();
  const contact = (row: EarnerRow) =>
    row.channel ? (
      <Stacked>
        <Badge tone="neutral">{t(`channel.${row.channel}`)}</Badge>
        {row.contact}
      </Stacked>
    ) : (
      <Muted>{t('noConsent')}</Muted>
    );
  const code = (row: EarnerRow) =>
    row.code ? (
      <Stacked>
        <Code>{row.code}</Code>
        {row.codeRedeemed && <Badge tone="success">{t('redeemed')}</Badge>}
      </Stacked>
    ) : (
      <Muted>{t('noCode')}</Muted>
    );
  const message = (row: EarnerRow) =>
    row.message ? (
      <Stacked>
        <Badge tone={TONES[row.message.status]}>
          {t('statusAt', { status: t(`status.${row.message.status}`), when: dates.moment(row.message.at) })}
        </Badge>
        {row.message.status === 'failed' && <RetryButton achievementId={achievementId} row={row} />}
      </Stacked>
    ) : (
      t('noMessage')
    );
  const pageOf = (row: EarnerRow) => allyPath(site, 'consoleLearner', { learnerId: row.id });
  return (
    <>
      <WideOnly>
        <DataTable
          caption={t('tableCaption')}
          rows={rows}
          columns={[
            { key: 'name', label: t('columns.name'), cell: (row) => <Link to={pageOf(row)}>{row.name}</Link> },
            { key: 'earnedAt', label: t('columns.earnedAt'), cell: (row) => dates.day(row.earnedAt) },
            { key: 'contact', label: t('columns.contact'), cell: contact },
            ...(withCodes
              ? [
                  { key: 'code' as const, label: t('columns.code'), cell: code },
                  { key: 'message' as const, label: t('columns.message'), cell: message },
                ]
              : []),
          ]}
        />
      </WideOnly>
      <NarrowCards aria-label={t('tableCaption')}>
        {rows.map((row) => (
          <li key={row.id}>
            <Link to={pageOf(row)}>{row.name}</Link>
            <Muted>{t('earnedOn', { day: dates.day(row.earnedAt) })}</Muted>
            {contact(row)}
            {withCodes && code(row)}
            {withCodes && row.message && message(row)}
          </li>
        ))}
      </NarrowCards>
    </>
  );
}
