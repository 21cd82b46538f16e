import type { ContrastProblem } from '@aula/contracts/brand-contrast';
import { Field, FieldRow, Input } from '@aula/ui-kit/field';
import { focusRing, TOUCH_TARGET } from '@aula/ui-kit/focus-ring';
import { type Control, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { BrandFormValues, ColorMode, ColorToken } from './brand-form-values';
import { useDescribeProblem } from './live-contrast';

const HEX = /^#[0-9a-fA-F]{6}$/;

/** The browser's own colour picker, as a square swatch beside the colour's text. */
const Swatch = styled.input`
  flex: none;
  width: ${TOUCH_TARGET};
  height: ${TOUCH_TARGET};
  padding: 2px;
  border: 2px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  cursor: pointer;
  ${focusRing}

  &:disabled {
    cursor: not-allowed;
  }
`;

/** The colour as text: a hex code is short, and monospace keeps its six figures easy to read. */
const Hex = styled(Input)`
  min-width: 0;
  font-family: ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace;
`;

export interface ColorFieldProps {
  control: Control<BrandFormValues, unknown, unknown>;
  mode: ColorMode;
  token: ColorToken;
  /** The pairs below AA this colour is blamed for, as the colours stand now. */
  problems: ContrastProblem[];
}

/**
 * One colour token of one mode: the picker and its hex code, both changing the same value. After a
 * refused save the field is marked; while its value is a colour, its error is the live check's, so
 * a pair once fixed stops being blamed at once and a changed ratio is told as it is now.
 */
export function ColorField({ control, mode, token, problems }: ColorFieldProps) {
  const { t } = useTranslation('console', { keyPrefix: 'brand' });
  const describe = useDescribeProblem();
  const { field, fieldState } = useController({ control, name: `colors.${mode}.${token}` });
  const value = String(field.value ?? '');
  const isColor = HEX.test(value);
  const refused = fieldState.error?.message;
  const error = refused && (isColor ? problems.map(describe).join(' ') || undefined : refused);
  const label = t(`colors.tokens.${token}.label`);
  return (
    <Field label={label} hint={t(`colors.tokens.${token}.hint`)} error={error}>
      {({ inputId, describedBy, invalid }) => (
        <FieldRow>
          <Swatch
            type="color"
            // The picker takes only lower-case #rrggbb: while the text is half typed it shows black.
            value={isColor ? value.toLowerCase() : '#000000'}
            onChange={(event) => field.onChange(event.target.value)}
            aria-label={t('colors.pick', { token: label, mode: t(`contrast.modes.${mode}`) })}
            aria-describedby={describedBy}
          />
          <Hex
            id={inputId}
            ref={field.ref}
            name={field.name}
            value={value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            maxLength={7}
            spellCheck={false}
            autoCapitalize="none"
            autoComplete="off"
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            $invalid={invalid}
          />
        </FieldRow>
      )}
    </Field>
  );
}
