import { catalogsApi } from '@aula/api-client/catalogs';
import type { PostalCode } from '@aula/contracts/catalogs';
import { POSTAL_CODE_PATTERN } from '@aula/contracts/rules';
import { useAppRunning } from '@aula/ui-kit/app-running';
import { Button } from '@aula/ui-kit/button';
import { TextField } from '@aula/ui-kit/text-field';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { RadioGroup } from '../forms/radio-group';

const Line = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};

  & > :first-child {
    flex: 1;
  }

  & > button {
    /* Level with the text box, below its label. */
    margin-top: 1.75rem;
  }
`;

export interface PostalCodeLookupProps {
  value: string;
  onChange: (value: string) => void;
  /** A settlement was found (or chosen among several): it fills the state, city and neighbourhood. */
  onFound: (entry: PostalCode) => void;
  error?: string;
}

/** The postal code box with its look-up: one settlement fills the address, several are offered to choose. */
export function PostalCodeLookup({ value, onChange, onFound, error }: PostalCodeLookupProps) {
  const { t } = useTranslation('profile');
  const [lookUp, lookup] = catalogsApi.endpoints.getPostalCodes.useLazyQuery();
  const [note, setNote] = useState<string>();
  const [choices, setChoices] = useState<PostalCode[]>([]);
  // The look-up needs the app; before it runs, the state and city are chosen from their lists.
  const running = useAppRunning();

  async function search() {
    setChoices([]);
    const code = value.trim();
    if (!POSTAL_CODE_PATTERN.test(code)) return setNote(t('ui:validation.postal_code'));
    setNote(undefined);
    const result = await lookUp(code, true);
    const found = result.data ?? [];
    if (result.isError) return setNote(t('common.catalogError'));
    if (found.length === 0) return setNote(t('errors.unknownPostalCode'));
    if (found.length === 1 && found[0]) return onFound(found[0]);
    setChoices(found);
  }

  return (
    <>
      <Line>
        <TextField
          name="address.postal_code"
          label={t('business.postalCode')}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={6}
          value={value}
          onChange={(event) => {
            onChange(event.target.value.replace(/\D/g, ''));
            setNote(undefined);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              void search();
            }
          }}
          error={error ?? note}
        />
        {running && (
          <Button variant="secondary" onClick={search} loading={lookup.isFetching}>
            {t('business.lookUp')}
          </Button>
        )}
      </Line>
      {choices.length > 1 && (
        <RadioGroup
          legend={t('business.settlements')}
          name="settlement"
          options={choices.map((entry) => ({ value: entry.settlement, label: entry.settlement }))}
          value={null}
          onChange={(settlement) => {
            const entry = choices.find((candidate) => candidate.settlement === settlement);
            if (entry) onFound(entry);
            setChoices([]);
          }}
        />
      )}
    </>
  );
}
