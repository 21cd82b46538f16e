import { ToggleButton } from '@aula/ui-kit/tool-button';
import { useId } from 'react';
import styled from 'styled-components';

const Group = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
`;

const Label = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 700;
`;

const Segments = styled.div`
  display: inline-flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

export interface PreviewChoiceProps<T extends string> {
  /** The group's name, shown before its buttons and read with each. */
  label: string;
  options: readonly { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
}

/** One choice of the preview (its page, its mode): a named group of buttons, the chosen one pressed. */
export function PreviewChoice<T extends string>({ label, options, value, onChange }: PreviewChoiceProps<T>) {
  const labelId = useId();
  return (
    <Group role="group" aria-labelledby={labelId}>
      <Label id={labelId}>{label}</Label>
      <Segments>
        {options.map((option) => (
          <ToggleButton key={option.value} aria-pressed={option.value === value} onClick={() => onChange(option.value)}>
            {option.label}
          </ToggleButton>
        ))}
      </Segments>
    </Group>
  );
}
