import { ChoiceLabel } from '@aula/ui-kit/choice-label';
import { FieldError } from '@aula/ui-kit/field';
import { useId } from 'react';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import styled from 'styled-components';

const Group = styled.fieldset`
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: 0;
  border: 0;
  min-width: 0;

  legend {
    padding: 0;
    font-weight: 700;
  }
`;

const Note = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export interface Choice {
  value: string;
  label: string;
  /** Said under the choice (why it cannot be chosen). */
  note?: string;
  disabled?: boolean;
  /** The language the label is written in, when not the page's ("English" on a Spanish page). */
  lang?: string;
}

export interface ChoiceGroupProps<TValues extends FieldValues> {
  control: Control<TValues, unknown, unknown>;
  name: FieldPath<TValues>;
  legend: string;
  choices: readonly Choice[];
}

/** Radio buttons for one field of a contract form, named by their legend, its error read with them. */
export function ChoiceGroup<TValues extends FieldValues>({
  control,
  name,
  legend,
  choices,
}: ChoiceGroupProps<TValues>) {
  const { field, fieldState } = useController({ control, name });
  const errorId = useId();
  const error = fieldState.error?.message;
  return (
    <Group aria-describedby={error ? errorId : undefined}>
      <legend>{legend}</legend>
      {choices.map((choice) => (
        <ChoiceLabel key={choice.value}>
          <input
            type="radio"
            name={name}
            value={choice.value}
            checked={field.value === choice.value}
            disabled={choice.disabled}
            aria-invalid={error ? true : undefined}
            onChange={() => field.onChange(choice.value)}
            onBlur={field.onBlur}
            ref={field.value === choice.value ? field.ref : undefined}
          />
          <span>
            <span lang={choice.lang}>{choice.label}</span>
            {choice.note && <Note>{choice.note}</Note>}
          </span>
        </ChoiceLabel>
      ))}
      <FieldError id={errorId} aria-live="polite">
        {error}
      </FieldError>
    </Group>
  );
}
