import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Field, FieldRow, FieldSideButton, Input } from './field';
import { TOUCH_TARGET } from './focus-ring';
import { Eye, EyeOff, ICON_SIZE } from './icons';
import type { TextFieldProps } from './text-field';

export type PasswordFieldProps = Omit<TextFieldProps, 'type'> & {
  /** What the box holds, so the reveal button names it ("Mostrar PIN"). */
  secret?: 'password' | 'pin';
};

const revealLabels = {
  password: { show: 'showPassword', hide: 'hidePassword' },
  pin: { show: 'showPin', hide: 'hidePin' },
} as const;

// A square eye button: the box keeps nearly all its width on a 320 px phone.
const RevealButton = styled(FieldSideButton)`
  display: inline-grid;
  place-items: center;
  width: ${TOUCH_TARGET};
  padding: 0;
  color: ${({ theme }) => theme.colors.textMuted};

  &:hover {
    color: ${({ theme }) => theme.colors.text};
  }
`;

/**
 * A password or PIN box whose content can be shown: typing on a phone is error-prone. The button
 * is an eye (crossed out while shown); its accessible name says what it does to what.
 */
export function PasswordField({ label, hint, error, secret = 'password', ...input }: PasswordFieldProps) {
  const { t } = useTranslation('ui');
  const [visible, setVisible] = useState(false);
  return (
    <Field label={label} hint={hint} error={error}>
      {({ inputId, describedBy, invalid }) => (
        <FieldRow>
          <Input
            {...input}
            id={inputId}
            type={visible ? 'text' : 'password'}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            $invalid={invalid}
          />
          <RevealButton
            type="button"
            aria-controls={inputId}
            aria-label={t(visible ? revealLabels[secret].hide : revealLabels[secret].show)}
            title={t(visible ? revealLabels[secret].hide : revealLabels[secret].show)}
            onClick={() => setVisible(!visible)}
          >
            {visible ? <EyeOff size={ICON_SIZE.md} /> : <Eye size={ICON_SIZE.md} />}
          </RevealButton>
        </FieldRow>
      )}
    </Field>
  );
}
