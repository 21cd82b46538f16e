import { ChoiceLabel } from '@aula/ui-kit/choice-label';
import styled from 'styled-components';

// The check editor's groups: a fieldset per question and per option, nested without the width a
// box's padding would take from a 390 px phone at each level.

/** A question, or the check's own settings: a box with its legend as a heading. */
export const QuestionGroup = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
  margin: 0;
  padding: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};

  > legend {
    padding-inline: ${({ theme }) => theme.space.xs};
    font-weight: 700;
  }
`;

/** A question's options: no box, its legend a sub-heading over a line saying what to mark. */
export const OptionsGroup = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
  margin: 0;
  padding: 0;
  border: none;

  > legend {
    padding: 0;
    font-weight: 700;
  }
`;

/** One option: a rule down its start marks where it begins and ends, a right one in the primary colour. */
export const OptionGroup = styled.fieldset<{ $right: boolean }>`
  display: flex;
  flex-direction: column;
  min-width: 0;
  margin: 0;
  padding: 0 0 0 ${({ theme }) => theme.space.sm};
  border: none;
  border-inline-start: 4px solid ${({ theme, $right }) => ($right ? theme.colors.primary : theme.colors.border)};

  > legend {
    margin-block-end: ${({ theme }) => theme.space.xs};
    padding: 0;
    font-weight: 700;
  }
`;

export const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** An option's "right" mark, outlined like a field in error while the question's marks are wrong. */
export const RightMark = styled(ChoiceLabel)`
  input[aria-invalid='true']:not(:focus-visible) {
    outline: 2px solid ${({ theme }) => theme.colors.danger};
    outline-offset: 2px;
  }
`;
