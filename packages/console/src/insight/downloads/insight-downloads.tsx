import {
  INSIGHT_EXPORTS,
  type InsightExportFormat,
  type InsightExportTable,
} from '@aula/api-client/console-insight-exports';
import { EXPORT_RUNNING } from '@aula/contracts/export-queue';
import { Button } from '@aula/ui-kit/button';
import { FormMessage } from '@aula/ui-kit/forms/form-message';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useInsightFilters } from '../filters/use-insight-filters';
import { type DownloadState, useFileDownload } from './use-file-download';

const Box = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0 0 ${({ theme }) => theme.space.lg};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

const Status = styled.p`
  flex-basis: 100%;
  margin: 0;

  &:empty {
    display: none;
  }
`;

const Refusal = styled.div`
  flex-basis: 100%;

  p {
    margin: 0;
  }
`;

const FORMATS: InsightExportFormat[] = ['csv', 'xlsx'];
/** Filter names the API may blame (the field of a 400), named as the filter bar names them. */
const FILTER_FIELDS = ['from', 'to', 'country', 'businessType'];

function useSizeText() {
  const { i18n } = useTranslation();
  const language = i18n.language || 'es';
  return (bytes: number) => {
    const megabytes = bytes >= 1024 * 1024;
    return new Intl.NumberFormat(language, {
      style: 'unit',
      unit: megabytes ? 'megabyte' : 'kilobyte',
      maximumFractionDigits: megabytes ? 1 : 0,
    }).format(megabytes ? bytes / (1024 * 1024) : bytes / 1024);
  };
}

export interface InsightDownloadsProps {
  /** Which insight table's files. */
  table: InsightExportTable;
  /** Query beyond the page's filters (the learner list's search). */
  query?: Record<string, string | undefined>;
}

/**
 * The CSV and XLSX of a screen's tables with the page's filters (the same as the screen shows). The
 * file is fetched with the session, so the buttons say how much has come and why a file was refused.
 */
export function InsightDownloads({ table, query = {} }: InsightDownloadsProps) {
  const { t } = useTranslation('console', { keyPrefix: 'insight.downloads' });
  const { t: tFilters } = useTranslation('console', { keyPrefix: 'insight.filters' });
  const heading = useId();
  const { filter } = useInsightFilters();
  const { state, start } = useFileDownload<InsightExportFormat>();
  const size = useSizeText();
  const busy = state.step === 'receiving' || state.step === 'queued';

  function refusal(failed: Extract<DownloadState<InsightExportFormat>, { step: 'failed' }>): string {
    const format = t(`formats.${failed.format}`);
    const fields = failed.fields.filter((field) => FILTER_FIELDS.includes(field));
    if (failed.status === 400 && fields.length > 0) {
      return t('badFilter', { format, fields: fields.map((field) => tFilters(field)).join(', ') });
    }
    if (failed.status === 401) return t('signedOut', { format });
    if (failed.status === 403) return t('forbidden', { format });
    if (failed.code === EXPORT_RUNNING) return t('oneAtATime', { format });
    if (failed.code === 'network') return t('offline', { format });
    return t('failed', { format });
  }

  function status(): string {
    if (state.step === 'receiving') {
      const format = t(`formats.${state.format}`);
      return state.received === 0 ? t('preparing', { format }) : t('receiving', { format, size: size(state.received) });
    }
    if (state.step === 'queued') return t('queued', { format: t(`formats.${state.format}`) });
    if (state.step === 'saved') return t('saved', { fileName: state.fileName });
    return '';
  }

  return (
    <Box aria-labelledby={heading} aria-busy={busy}>
      <h2 id={heading}>{t('title')}</h2>
      {FORMATS.map((format) => (
        <Button
          key={format}
          variant="secondary"
          loading={busy && state.format === format}
          disabled={busy}
          onClick={() => void start(format, INSIGHT_EXPORTS[table][format], { ...filter, ...query })}
        >
          {t(`download.${format}`)}
        </Button>
      ))}
      <Status role="status">{status()}</Status>
      <Refusal>
        <FormMessage message={state.step === 'failed' ? refusal(state) : undefined} />
      </Refusal>
    </Box>
  );
}
