import { useGetConsoleWebinarsQuery } from '@aula/api-client/console-rewards';
import type { ConsoleWebinar } from '@aula/contracts/console-rewards';
import { Button } from '@aula/ui-kit/button';
import { EmptyState } from '@aula/ui-kit/empty-state';
import { ErrorState } from '@aula/ui-kit/error-state';
import { LoadingState } from '@aula/ui-kit/loading-state';
import { useDateFormat } from '@aula/ui-kit/use-date-format';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Actions, TableFrame } from '../blog/screen-layout';
import { ChangeHistory } from '../shell/change-history';
import { Section } from './section';
import { WebinarCodesPanel } from './webinar-codes-panel';
import { WebinarForm } from './webinar-form';

type Editing = { webinar?: ConsoleWebinar } | undefined;

/** The ally's webinars: add or edit one, open one's codes. */
export function WebinarsSection() {
  const { t } = useTranslation('console');
  const dates = useDateFormat();
  const heading = useId();
  const webinars = useGetConsoleWebinarsQuery();
  const [editing, setEditing] = useState<Editing>();
  const [codesOf, setCodesOf] = useState<number>();
  const shownCodes = webinars.data?.results.find((webinar) => webinar.id === codesOf);

  function list() {
    if (webinars.isLoading) return <LoadingState label={t('rewards.webinars.loading')} />;
    if (webinars.isError || !webinars.data) {
      return (
        <ErrorState
          message={t('rewards.webinars.error')}
          onRetry={() => webinars.refetch()}
          retrying={webinars.isFetching}
        />
      );
    }
    if (webinars.data.results.length === 0) return <EmptyState message={t('rewards.webinars.empty')} />;
    return (
      <TableFrame aria-label={t('rewards.webinars.listLabel')}>
        <table>
          <thead>
            <tr>
              <th scope="col">{t('rewards.webinars.columns.title')}</th>
              <th scope="col">{t('rewards.webinars.columns.when')}</th>
              <th scope="col">{t('rewards.webinars.columns.codes')}</th>
              <th scope="col">{t('rewards.webinars.columns.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {webinars.data.results.map((webinar) => (
              <tr key={webinar.id}>
                <td>{webinar.title}</td>
                <td>
                  <time dateTime={webinar.starts_at}>{dates.moment(webinar.starts_at)}</time>
                </td>
                <td>{t('rewards.webinars.counted', { used: webinar.codes_used, total: webinar.codes_total })}</td>
                <td>
                  <Actions>
                    {/* Short words on the button, the webinar named for a screen reader (the name starts with them). */}
                    <Button
                      type="button"
                      variant="secondary"
                      aria-label={t('rewards.webinars.codes', { title: webinar.title })}
                      onClick={() => setCodesOf(webinar.id)}
                    >
                      {t('rewards.webinars.codesShort')}
                    </Button>
                    <Button
                      type="button"
                      variant="ghost"
                      aria-label={t('rewards.webinars.edit', { title: webinar.title })}
                      onClick={() => setEditing({ webinar })}
                    >
                      {t('rewards.webinars.editShort')}
                    </Button>
                  </Actions>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableFrame>
    );
  }

  return (
    <Section aria-labelledby={heading}>
      <header>
        <h2 id={heading}>{t('rewards.webinars.title')}</h2>
        {!editing && (
          <Button type="button" onClick={() => setEditing({})}>
            {t('rewards.webinars.add')}
          </Button>
        )}
      </header>
      {editing && (
        <WebinarForm
          key={editing.webinar?.id ?? 'new'}
          webinar={editing.webinar}
          onDone={() => setEditing(undefined)}
        />
      )}
      {editing?.webinar && <ChangeHistory itemType="webinar" itemId={editing.webinar.id} />}
      {list()}
      {shownCodes && <WebinarCodesPanel webinar={shownCodes} onClose={() => setCodesOf(undefined)} />}
    </Section>
  );
}
