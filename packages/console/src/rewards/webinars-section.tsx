import { useGetConsoleWebinarsQuery } from '@aula/api-client/console-rewards';
import type { ConsoleWebinar } from '@aula/contracts/console-rewards';
import { Button } from '@aula/ui-kit/button';
import { useDateFormat } from '@aula/ui-kit/use-date-format';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChangeHistory } from '../shell/change-history';
import { QueryTable } from '../shell/query-table';
import { Actions } from '../shell/screen-layout';
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
      <QueryTable
        query={webinars}
        label={t('rewards.webinars.listLabel')}
        states={{
          loading: t('rewards.webinars.loading'),
          error: t('rewards.webinars.error'),
          empty: t('rewards.webinars.empty'),
        }}
        columns={(['title', 'when', 'codes', 'actions'] as const).map((column) =>
          t(`rewards.webinars.columns.${column}`),
        )}
        cells={(webinar) => (
          <>
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
          </>
        )}
      />
      {shownCodes && <WebinarCodesPanel webinar={shownCodes} onClose={() => setCodesOf(undefined)} />}
    </Section>
  );
}
