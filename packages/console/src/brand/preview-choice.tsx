import { focusRing, TOUCH_TARGET } from '@aula/ui-kit/focus-ring';
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

const Segment = styled.button.attrs({ type: 'button' })`
  min-height: ${TOUCH_TARGET};
  padding: 0 ${({ theme }) => theme.space.sm};
  border: 2px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  cursor: pointer;
  ${focusRing}

  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 700;
  }
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
          <Segment key={option.value} aria-pressed={option.value === value} onClick={() => onChange(option.value)}>
            {option.label}
          </Segment>
        ))}
      </Segments>
    </Group>
  );
}
