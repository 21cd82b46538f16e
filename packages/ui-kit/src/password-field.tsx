import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field, FieldRow, FieldSideButton, Input } from './field';
import type { TextFieldProps } from './text-field';

export type PasswordFieldProps = Omit<TextFieldProps, 'type'>;

/** A password or PIN box whose content can be shown: typing on a phone is error-prone. */
export function PasswordField({ label, hint, error, ...input }: PasswordFieldProps) {
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
          <FieldSideButton type="button" aria-controls={inputId} onClick={() => setVisible(!visible)}>
            {visible ? t('hidePassword') : t('showPassword')}
          </FieldSideButton>
        </FieldRow>
      )}
    </Field>
  );
}
