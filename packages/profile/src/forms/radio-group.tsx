import { focusRing, TOUCH_TARGET } from '@aula/ui-kit/focus-ring';
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

const Choice = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: ${TOUCH_TARGET};

  input {
    width: 1.25rem;
    height: 1.25rem;
    accent-color: ${({ theme }) => theme.colors.primary};
    ${focusRing}
  }
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
          <Choice key={option.value}>
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
            />
            {option.label}
          </Choice>
        ))}
      </Options>
    </Group>
  );
}
