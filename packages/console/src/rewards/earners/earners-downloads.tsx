import { EARNERS_EXPORTS } from '@aula/api-client/console-earners';
import { fillPath } from '@aula/contracts/endpoint';
import { Button } from '@aula/ui-kit/button';
import { FormMessage } from '@aula/ui-kit/forms/form-message';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useFileDownload } from '../../insight/downloads/use-file-download';

const Box = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin: ${({ theme }) => theme.space.lg} 0;

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }

  p {
    flex-basis: 100%;
    margin: 0;
  }

  p:empty {
    display: none;
  }
`;

const FORMATS = ['csv', 'xlsx'] as const;

/**
 * The earners as CSV or XLSX, with the list's search: fetched with the session as the insight's
 * files are (the exports' queue answers "wait" when busy), saved under the server's file name.
 */
export function EarnersDownloads({ achievementId, q }: { achievementId: number; q: string }) {
  const { t } = useTranslation('console', { keyPrefix: 'rewards.earners.downloads' });
  const heading = useId();
  const { state, start } = useFileDownload<(typeof FORMATS)[number]>();
  const busy = state.step === 'receiving' || state.step === 'queued';
  const said = state.step === 'saved' ? t('saved', { fileName: state.fileName }) : busy ? t('receiving') : '';
  return (
    <Box aria-labelledby={heading} aria-busy={busy}>
      <h2 id={heading}>{t('title')}</h2>
      {FORMATS.map((format) => (
        <Button
          key={format}
          variant="secondary"
          loading={busy && state.format === format}
          disabled={busy}
          onClick={() => void start(format, fillPath(EARNERS_EXPORTS[format], { id: achievementId }), { q })}
        >
          {t(format)}
        </Button>
      ))}
      <p role="status">{said}</p>
      <FormMessage message={state.step === 'failed' ? t('failed') : undefined} />
    </Box>
  );
}
