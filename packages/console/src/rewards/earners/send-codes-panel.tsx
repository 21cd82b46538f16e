import { useSendAchievementCodesMutation } from '@aula/api-client/console-earners';
import { describeApiError } from '@aula/api-client/errors';
import { NO_CODES, type SendCodesResponse } from '@aula/contracts/console-earners';
import { Button } from '@aula/ui-kit/button';
import { FormMessage } from '@aula/ui-kit/forms/form-message';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const Panel = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0 0 ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.md};
  border: 2px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  max-width: 48rem;

  h2,
  h3 {
    margin: 0;
  }

  h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }

  h3 {
    font-size: ${({ theme }) => theme.fontSizes.md};
  }

  p,
  ul {
    margin: 0;
  }
`;

/** The counts of a press worth saying, in the order they matter to the team (what went, then what did not). */
const SAID = ['sent', 'queued', 'failedSome', 'alreadySent', 'noConsent', 'withoutCode'] as const;
const countOf = (result: SendCodesResponse, line: (typeof SAID)[number]) =>
  line === 'failedSome' ? result.failed : result[line];

/** What one press did, one line per count that is not zero (the codes run out: how many are left without). */
function SendResult({ result }: { result: SendCodesResponse }) {
  const { t } = useTranslation('console', { keyPrefix: 'rewards.earners.send' });
  const heading = useId();
  const lines = SAID.filter((line) => countOf(result, line) > 0);
  return (
    <section aria-labelledby={heading}>
      <h3 id={heading}>{t('resultTitle')}</h3>
      {lines.length === 0 ? (
        <p>{t('nothingNew')}</p>
      ) : (
        <ul>
          {lines.map((line) => (
            <li key={line}>{t(line, { count: countOf(result, line) })}</li>
          ))}
        </ul>
      )}
    </section>
  );
}

export interface SendCodesPanelProps {
  achievementId: number;
  webinar: { title: string; codesTotal: number; codesFree: number };
}

/**
 * "Enviar códigos" (ally admins): one press gives each earner without a code one and sends it in the
 * channel they agreed to; the API never gives a second code or writes twice, so pressing again is safe.
 */
export function SendCodesPanel({ achievementId, webinar }: SendCodesPanelProps) {
  const { t } = useTranslation('console', { keyPrefix: 'rewards.earners.send' });
  const heading = useId();
  const [send, state] = useSendAchievementCodesMutation();
  const [result, setResult] = useState<SendCodesResponse>();
  const [refusal, setRefusal] = useState<string>();

  async function press() {
    setRefusal(undefined);
    const answer = await send(achievementId);
    if (answer.data) return setResult(answer.data);
    setResult(undefined);
    setRefusal(describeApiError(answer.error).code === NO_CODES ? t('noCodes') : t('failed'));
  }

  return (
    <Panel aria-labelledby={heading}>
      <h2 id={heading}>{t('title', { webinar: webinar.title })}</h2>
      <p>{t('hint')}</p>
      <p>
        {webinar.codesFree > 0
          ? t('free', { count: webinar.codesFree, total: webinar.codesTotal })
          : webinar.codesTotal > 0
            ? t('noneFree')
            : t('noCodes')}
      </p>
      <div>
        <Button type="button" loading={state.isLoading} onClick={() => void press()}>
          {t('button')}
        </Button>
      </div>
      <FormMessage message={refusal} />
      <div role="status">{result && <SendResult result={result} />}</div>
    </Panel>
  );
}
