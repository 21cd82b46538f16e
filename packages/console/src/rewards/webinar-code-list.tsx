import type { WebinarCodeRow } from '@aula/contracts/console-rewards';
import { Badge, type BadgeTone } from '@aula/ui-kit/badge';
import { useDateFormat } from '@aula/ui-kit/use-date-format';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { NarrowCards, WideOnly } from '../shell/rows-as-cards';
import { TableFrame } from '../shell/screen-layout';

const Code = styled.code`
  font-size: ${({ theme }) => theme.fontSizes.md};
  letter-spacing: 0.05em;
`;

const Stacked = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
`;

type CodeState = 'used' | 'given' | 'unused';

// A given code is not free: only the earner it went to may redeem it, so it must not be handed out again.
const TONES: Record<CodeState, BadgeTone> = { used: 'success', given: 'secondary', unused: 'neutral' };

const stateOf = (row: WebinarCodeRow): CodeState => (row.used ? 'used' : row.assigned_at ? 'given' : 'unused');

/** When the code came to its state: redeemed, or given by «Enviar códigos»; a free code has none. */
const sinceOf = (row: WebinarCodeRow) => (row.used ? row.redeemed_at : row.assigned_at);

/**
 * A webinar's codes, each used, given to an earner or free, and since when: a table on wider screens,
 * a card per code on a phone (the table's long dates left its states out of sight at 320 px).
 */
export function WebinarCodeList({ rows }: { rows: WebinarCodeRow[] }) {
  const { t } = useTranslation('console', { keyPrefix: 'rewards.codes' });
  const dates = useDateFormat();
  const state = (row: WebinarCodeRow) => <Badge tone={TONES[stateOf(row)]}>{t(stateOf(row))}</Badge>;
  const since = (row: WebinarCodeRow) => {
    const when = sinceOf(row);
    return when ? dates.moment(when) : null;
  };
  return (
    <>
      <WideOnly>
        <TableFrame aria-label={t('listLabel')}>
          <table>
            <thead>
              <tr>
                <th scope="col">{t('columns.code')}</th>
                <th scope="col">{t('columns.state')}</th>
                <th scope="col">{t('columns.when')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.code}>
                  <td>
                    <Code>{row.code}</Code>
                  </td>
                  <td>{state(row)}</td>
                  <td>{since(row) ?? '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableFrame>
      </WideOnly>
      <NarrowCards aria-label={t('listLabel')}>
        {rows.map((row) => (
          <li key={row.code}>
            <Code>{row.code}</Code>
            <Stacked>
              {state(row)}
              {since(row)}
            </Stacked>
          </li>
        ))}
      </NarrowCards>
    </>
  );
}
