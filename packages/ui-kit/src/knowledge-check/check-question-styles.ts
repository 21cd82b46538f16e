import styled, { css } from 'styled-components';
import { focusRing, TOUCH_TARGET } from '../focus-ring';
import type { OptionMark } from './option-mark';

// A fieldset is as wide as its widest content by default (min-inline-size: min-content): a long
// option would push a 320 px page sideways.
export const Fieldset = styled.fieldset`
  min-inline-size: 0;
  margin: 0;
  padding: 0;
  border: 0;
`;

export const Legend = styled.legend`
  padding: 0;
  margin-bottom: ${({ theme }) => theme.space.sm};
  font-weight: 700;
  overflow-wrap: anywhere;
`;

export const QuestionNumber = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

// The question reads as body text a little larger, below the part's own title.
export const Prompt = styled.span`
  display: block;
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: 600;
  line-height: 1.4;
`;

export const Hint = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const Options = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

const markColour = {
  right: 'success',
  missed: 'success',
  wrong: 'danger',
  chosen: 'text',
} as const satisfies Record<OptionMark, 'success' | 'danger' | 'text'>;

// A chosen option is outlined in the brand's colour; after a try, in the colour of its mark (the
// mark's words and icon say the same). A right option the learner left out is dashed.
export const Option = styled.div<{ $mark?: OptionMark }>`
  border: 2px ${({ $mark }) => ($mark === 'missed' ? 'dashed' : 'solid')}
    ${({ theme, $mark }) => ($mark ? theme.colors[markColour[$mark]] : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};

  ${({ $mark }) =>
    !$mark &&
    css`
      &:has(input:checked) {
        border-color: ${({ theme }) => theme.colors.primary};
      }
    `}
`;

// The whole row is the option's label: a thumb anywhere on it chooses it.
export const Row = styled.label<{ $disabled?: boolean }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  min-height: ${TOUCH_TARGET};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  cursor: ${({ $disabled }) => ($disabled ? 'default' : 'pointer')};
  overflow-wrap: anywhere;

  input {
    flex: none;
    width: 1.25rem;
    height: 1.25rem;
    margin: 0.15rem 0 0;
    accent-color: ${({ theme }) => theme.colors.primary};
    ${focusRing}
  }
`;

export const Mark = styled.p<{ $mark: OptionMark }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0 ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.sm};
  color: ${({ theme, $mark }) => theme.colors[markColour[$mark]]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 700;

  & > svg {
    flex: none;
  }
`;

export const Feedback = styled.p`
  margin: 0;
  padding: 0 ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.sm};
  overflow-wrap: anywhere;
`;

export const Verdict = styled.p<{ $correct: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0 0 ${({ theme }) => theme.space.sm};
  color: ${({ theme, $correct }) => ($correct ? theme.colors.success : theme.colors.danger)};
  font-weight: 700;
`;

export const Problem = styled.p`
  margin: ${({ theme }) => theme.space.sm} 0 0;
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 700;
`;
