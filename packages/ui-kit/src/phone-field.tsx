import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { dialCodes, type PhoneValue } from './dial-codes';
import { Field, FieldRow, Input, inputStyles } from './field';
import { focusOutline } from './focus-ring';
import { dialCodeFieldOf } from './forms/page-form';

/**
 * The dial code shows as "+52" on the row (a country's full name would crowd out the number on a
 * 320 px phone); the native select, transparent on top, still opens the full list of countries.
 */
const DialCode = styled.div<{ $invalid?: boolean }>`
  ${inputStyles}
  position: relative;
  flex: none;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  width: auto;
  padding-right: ${({ theme }) => theme.space.sm};

  &:focus-within {
    ${focusOutline}
  }
`;

const Select = styled.select`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  opacity: 0;
  font: inherit;
  cursor: pointer;
`;

const Chevron = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const NumberInput = styled(Input)`
  flex: 1;
  min-width: 0;
`;

export interface PhoneFieldProps {
  label: string;
  value: PhoneValue;
  onChange: (value: PhoneValue) => void;
  /** The countries offered in the dial-code list (the route's country first is a good default). */
  countries?: string[];
  hint?: string;
  error?: string;
  name?: string;
}

// One Intl.DisplayNames per language, not one per country per render: each costs a millisecond
// or more on a slow phone, and the dial-code list names every country at every render.
const regionNames = new Map<string, Intl.DisplayNames>();

function regionName(country: string, language: string): string {
  try {
    let names = regionNames.get(language);
    if (!names) {
      names = new Intl.DisplayNames([language], { type: 'region' });
      regionNames.set(language, names);
    }
    return names.of(country.toUpperCase()) ?? country;
  } catch {
    return country.toUpperCase();
  }
}

/** A mobile number as dial code + national number; the label belongs to the number box. */
export function PhoneField({ label, value, onChange, countries, hint, error, name }: PhoneFieldProps) {
  const { t, i18n } = useTranslation('ui');
  const options = (countries ?? Object.keys(dialCodes)).filter((code) => dialCodes[code]);
  return (
    <Field label={label} hint={hint} error={error}>
      {({ inputId, describedBy, invalid }) => (
        <FieldRow>
          <DialCode>
            <span aria-hidden="true">{`+${dialCodes[value.country] ?? ''}`}</span>
            <Chevron aria-hidden="true">▾</Chevron>
            <Select
              aria-label={t('dialCode')}
              name={name ? dialCodeFieldOf(name) : undefined}
              value={value.country}
              onChange={(event) => onChange({ ...value, country: event.target.value })}
            >
              {options.map((code) => (
                <option key={code} value={code}>
                  {`${regionName(code, i18n.language)} (+${dialCodes[code]})`}
                </option>
              ))}
            </Select>
          </DialCode>
          <NumberInput
            id={inputId}
            name={name}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            value={value.number}
            onChange={(event) => onChange({ ...value, number: event.target.value })}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            $invalid={invalid}
          />
        </FieldRow>
      )}
    </Field>
  );
}
