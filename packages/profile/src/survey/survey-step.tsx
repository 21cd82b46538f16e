import { focusRing, TOUCH_TARGET } from '@aula/ui-kit/focus-ring';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { SCALE, type SurveyQuestion } from './survey-progress';

const Question = styled.fieldset`
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: 0;
  border: 0;

  legend {
    margin-bottom: ${({ theme }) => theme.space.md};
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: 700;
  }
`;

const Options = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

const Option = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: ${TOUCH_TARGET};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border: 2px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  cursor: pointer;

  &:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.primary};
    font-weight: 700;
  }

  input {
    width: 1.25rem;
    height: 1.25rem;
    accent-color: ${({ theme }) => theme.colors.primary};
    ${focusRing}
  }
`;

const StepError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 700;

  &:empty {
    display: none;
  }
`;

export interface SurveyStepProps {
  question: SurveyQuestion;
  value: number | null;
  onAnswer: (value: number) => void;
  /** The broken rule, already in words. */
  error: string | undefined;
}

/** One question with the five answers of the scale, each a large target. */
export function SurveyStep({ question, value, onAnswer, error }: SurveyStepProps) {
  const { t } = useTranslation('profile');
  const errorId = `survey-${question}-error`;
  return (
    <Question aria-describedby={error ? errorId : undefined}>
      <legend>{t(`survey.questions.${question}`)}</legend>
      <Options>
        {SCALE.map((n) => (
          <Option key={n}>
            <input
              type="radio"
              name="value"
              value={n}
              checked={value === n}
              aria-invalid={error ? true : undefined}
              onChange={() => onAnswer(n)}
            />
            {t(`survey.scale.${n}`)}
          </Option>
        ))}
      </Options>
      <StepError id={errorId} aria-live="polite">
        {error ?? ''}
      </StepError>
    </Question>
  );
}
