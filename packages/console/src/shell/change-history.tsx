import { useGetItemHistoryQuery } from '@aula/api-client/console-history';
import type { ContentChange, ContentItemType } from '@aula/contracts/console-history';
import { ErrorState } from '@aula/ui-kit/error-state';
import { LoadingState } from '@aula/ui-kit/loading-state';
import { useDateFormat } from '@aula/ui-kit/use-date-format';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;

const Heading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

const Entries = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;

const Entry = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  padding-left: ${({ theme }) => theme.space.sm};
  border-left: 3px solid ${({ theme }) => theme.colors.border};
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Empty = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface ChangeHistoryProps {
  itemType: ContentItemType;
  itemId: number;
}

function ChangeLine({ change }: { change: ContentChange }) {
  const { t } = useTranslation('console', { keyPrefix: 'shell.history' });
  const date = useDateFormat();
  const fields = change.summary.fields ?? [];
  return (
    <Entry>
      <span>
        {t('entry', {
          who: change.user?.name ?? t('someone'),
          action: t(`actions.${change.action}`),
        })}
      </span>
      {fields.length > 0 && (
        <Muted>
          {t('fieldsChanged', {
            fields: fields.map((field) => t(`fields.${field}`, { defaultValue: field })).join(', '),
          })}
        </Muted>
      )}
      <Muted>
        <time dateTime={change.created_at}>{date.moment(change.created_at)}</time>
      </Muted>
    </Entry>
  );
}

/**
 * Who changed the item, when and what (newest first), for every editor screen. It refreshes when a
 * save invalidates the item's `historyTag` (@aula/api-client/console-history).
 */
export function ChangeHistory({ itemType, itemId }: ChangeHistoryProps) {
  const { t } = useTranslation('console', { keyPrefix: 'shell.history' });
  const heading = useId();
  const { data, isLoading, isError, isFetching, refetch } = useGetItemHistoryQuery({ itemType, itemId });
  return (
    <Panel aria-labelledby={heading}>
      <Heading id={heading}>{t('title')}</Heading>
      {isLoading ? (
        <LoadingState />
      ) : isError || !data ? (
        <ErrorState message={t('loadError')} onRetry={() => void refetch()} retrying={isFetching} />
      ) : data.results.length === 0 ? (
        <Empty>{t('empty')}</Empty>
      ) : (
        <Entries>
          {data.results.map((change) => (
            <ChangeLine key={change.id} change={change} />
          ))}
        </Entries>
      )}
    </Panel>
  );
}
