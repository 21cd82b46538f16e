import { Field, inputStyles } from '@aula/ui-kit/field';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import styled from 'styled-components';

const Select = styled.select<{ $invalid?: boolean }>`
  ${inputStyles}
`;

export interface SelectFieldProps<TValues extends FieldValues> {
  control: Control<TValues, unknown, unknown>;
  name: FieldPath<TValues>;
  label: string;
  hint?: string;
  options: readonly { value: string | number; label: string }[];
}

/**
 * A short list to choose one from, tied to one field of a contract form. A number field (an hour)
 * gets its number back, not the option's text, so the contract's own rule checks it.
 */
export function SelectField<TValues extends FieldValues>({
  control,
  name,
  label,
  hint,
  options,
}: SelectFieldProps<TValues>) {
  const { field, fieldState } = useController({ control, name });
  const numeric = typeof field.value === 'number';
  return (
    <Field label={label} hint={hint} error={fieldState.error?.message}>
      {({ inputId, describedBy, invalid }) => (
        <Select
          id={inputId}
          name={name}
          ref={field.ref}
          value={String(field.value ?? '')}
          onChange={(event) => field.onChange(numeric ? Number(event.target.value) : event.target.value)}
          onBlur={field.onBlur}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          $invalid={invalid}
        >
          {options.map((option) => (
            <option key={option.value} value={String(option.value)}>
              {option.label}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
}
