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
  disabled?: boolean;
  options: readonly { value: string; label: string }[];
}

/** A short list to choose one from (a country, a prize kind), tied to one field of a contract form. */
export function SelectField<TValues extends FieldValues>({
  control,
  name,
  label,
  hint,
  disabled,
  options,
}: SelectFieldProps<TValues>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <Field label={label} hint={hint} error={fieldState.error?.message}>
      {({ inputId, describedBy, invalid }) => (
        <Select
          id={inputId}
          name={name}
          value={field.value ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          disabled={disabled}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          $invalid={invalid}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
}
