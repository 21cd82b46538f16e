import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Field, Input } from './field';
import { focusRing, TOUCH_TARGET } from './focus-ring';
import type { TextFieldProps } from './text-field';

const Row = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
`;

const Toggle = styled.button`
  flex: none;
  min-height: ${TOUCH_TARGET};
  padding: 0 ${({ theme }) => theme.space.sm};
  border: 2px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  cursor: pointer;
  ${focusRing}
`;

export type PasswordFieldProps = Omit<TextFieldProps, 'type'>;

/** A password or PIN box whose content can be shown: typing on a phone is error-prone. */
export function PasswordField({ label, hint, error, ...input }: PasswordFieldProps) {
  const { t } = useTranslation('ui');
  const [visible, setVisible] = useState(false);
  return (
    <Field label={label} hint={hint} error={error}>
      {({ inputId, describedBy, invalid }) => (
        <Row>
          <Input
            {...input}
            id={inputId}
            type={visible ? 'text' : 'password'}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            $invalid={invalid}
          />
          <Toggle type="button" aria-controls={inputId} onClick={() => setVisible(!visible)}>
            {visible ? t('hidePassword') : t('showPassword')}
          </Toggle>
        </Row>
      )}
    </Field>
  );
}
