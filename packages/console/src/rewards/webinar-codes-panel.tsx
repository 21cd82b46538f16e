import {
  useGenerateWebinarCodesMutation,
  useGetWebinarCodesQuery,
  useLazyExportWebinarCodesQuery,
} from '@aula/api-client/console-rewards';
import { refusalOf } from '@aula/api-client/errors';
import { type ConsoleWebinar, generateCodesRequest } from '@aula/contracts/console-rewards';
import { useAlerts } from '@aula/ui-kit/alert-provider';
import { Button } from '@aula/ui-kit/button';
import { EmptyState } from '@aula/ui-kit/empty-state';
import { ErrorState } from '@aula/ui-kit/error-state';
import { FormTextField } from '@aula/ui-kit/forms/form-fields';
import { FormMessage } from '@aula/ui-kit/forms/form-message';
import { useContractForm } from '@aula/ui-kit/forms/use-contract-form';
import { LoadingState } from '@aula/ui-kit/loading-state';
import { saveFile } from '@aula/ui-kit/save-file';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { z } from 'zod';
import { Actions } from '../shell/screen-layout';
import { WebinarCodeList } from './webinar-code-list';

const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  border: 2px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};

  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }

  p {
    margin: 0;
  }

  form {
    display: flex;
    flex-wrap: wrap;
    align-items: flex-end;
    gap: ${({ theme }) => theme.space.sm};
  }
`;

const countRequest = z.preprocess((raw) => ({ count: Number((raw as { count: string }).count) }), generateCodesRequest);

/** A webinar's codes: generate a batch, download them all as CSV, see which are used, given or free, and since when. */
export function WebinarCodesPanel({ webinar, onClose }: { webinar: ConsoleWebinar; onClose: () => void }) {
  const { t } = useTranslation('console');
  const alerts = useAlerts();
  const heading = useId();
  const codes = useGetWebinarCodesQuery(webinar.id);
  const [generate, generating] = useGenerateWebinarCodesMutation();
  const [exportCodes, exporting] = useLazyExportWebinarCodesQuery();
  const form = useContractForm(countRequest, { defaultValues: { count: '10' } });

  const submit = form.submitWith(async ({ count }) => {
    const result = await generate({ id: webinar.id, count });
    if (result.error) return form.showRefusal(refusalOf(result.error));
    alerts.show({ tone: 'success', message: t('rewards.codes.generated', { count: result.data.codes.length }) });
  });

  async function download() {
    const result = await exportCodes(webinar.id);
    if (!result.data) return alerts.show({ tone: 'error', message: t('rewards.codes.downloadFailed') });
    // The API's byte order mark (so Excel reads the file as UTF-8) was dropped when the answer was read as text.
    saveFile(new Blob(['\uFEFF', result.data.text], { type: 'text/csv;charset=utf-8' }), result.data.fileName);
  }

  function list() {
    if (codes.isLoading) return <LoadingState label={t('rewards.codes.loading')} />;
    if (codes.isError || !codes.data) {
      return (
        <ErrorState message={t('rewards.codes.error')} onRetry={() => codes.refetch()} retrying={codes.isFetching} />
      );
    }
    if (codes.data.results.length === 0) return <EmptyState message={t('rewards.codes.empty')} />;
    return <WebinarCodeList rows={codes.data.results} />;
  }

  return (
    <Panel aria-labelledby={heading}>
      <h3 id={heading}>{t('rewards.codes.title', { title: webinar.title })}</h3>
      <p>{t('rewards.codes.hint')}</p>
      <p>{t('rewards.webinars.counted', { used: webinar.codes_used, total: webinar.codes_total })}</p>
      <form ref={form.formRef} noValidate onSubmit={submit}>
        <FormTextField
          control={form.control}
          name="count"
          type="number"
          inputMode="numeric"
          min={1}
          max={1000}
          label={t('rewards.codes.count')}
        />
        <Button type="submit" loading={generating.isLoading}>
          {t('rewards.codes.generate')}
        </Button>
      </form>
      <FormMessage message={form.formMessage} />
      <Actions>
        <Button type="button" variant="secondary" loading={exporting.isFetching} onClick={download}>
          {t('rewards.codes.download')}
        </Button>
        <Button type="button" variant="ghost" onClick={onClose}>
          {t('rewards.codes.close')}
        </Button>
      </Actions>
      {list()}
    </Panel>
  );
}
