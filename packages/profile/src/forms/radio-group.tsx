import { ChoiceLabel } from '@aula/ui-kit/choice-label';
import styled from 'styled-components';

const Group = styled.fieldset`
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: 0;
  border: 0;

  legend {
    padding: 0;
    margin-bottom: ${({ theme }) => theme.space.xs};
    font-weight: 700;
  }
`;

const Options = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0 ${({ theme }) => theme.space.md};
`;

export interface RadioGroupProps<V extends string> {
  legend: string;
  name: string;
  options: readonly { value: V; label: string }[];
  value: V | null;
  onChange: (value: V) => void;
}

/** A few exclusive choices, all visible at once (better than a list on a phone). */
export function RadioGroup<V extends string>({ legend, name, options, value, onChange }: RadioGroupProps<V>) {
  return (
    <Group>
      <legend>{legend}</legend>
      <Options>
        {options.map((option) => (
          <ChoiceLabel key={option.value}>
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
            />
            {option.label}
          </ChoiceLabel>
        ))}
      </Options>
    </Group>
  );
}
