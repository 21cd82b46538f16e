import type { InputHTMLAttributes } from 'react';
import { Field, Input } from './field';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  hint?: string;
  error?: string;
}

export function TextField({ label, hint, error, ...input }: TextFieldProps) {
  return (
    <Field label={label} hint={hint} error={error}>
      {({ inputId, describedBy, invalid }) => (
        <Input
          {...input}
          id={inputId}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          $invalid={invalid}
        />
      )}
    </Field>
  );
}
