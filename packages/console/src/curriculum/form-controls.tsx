import { Field, inputStyles } from '@aula/ui-kit/field';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import styled from 'styled-components';

const TextArea = styled.textarea<{ $invalid?: boolean }>`
  ${inputStyles}
  min-height: 6rem;
  resize: vertical;
`;

const Select = styled.select<{ $invalid?: boolean }>`
  ${inputStyles}
`;

interface BoundProps<TValues extends FieldValues> {
  control: Control<TValues, unknown, unknown>;
  name: FieldPath<TValues>;
  label: string;
  hint?: string;
}

/** Several lines of plain text (a description, an introduction), tied to one field of a contract form. */
export function TextAreaField<TValues extends FieldValues>({ control, name, label, hint }: BoundProps<TValues>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <Field label={label} hint={hint} error={fieldState.error?.message}>
      {({ inputId, describedBy, invalid }) => (
        <TextArea
          id={inputId}
          name={name}
          value={field.value ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          $invalid={invalid}
        />
      )}
    </Field>
  );
}

/** One choice of a short list (a country, a kind of part), tied to one field of a contract form. */
export function ChoiceField<TValues extends FieldValues>({
  control,
  name,
  label,
  hint,
  options,
}: BoundProps<TValues> & { options: readonly { value: string; label: string }[] }) {
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
