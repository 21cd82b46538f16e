import { type InputHTMLAttributes, type ReactNode, type Ref, useId } from 'react';
import styled from 'styled-components';
import { FieldError, FieldHint } from './field';
import { focusRing, TOUCH_TARGET } from './focus-ring';

const Wrapper = styled.div`
  margin-bottom: ${({ theme }) => theme.space.md};
`;

const Row = styled.label`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  min-height: ${TOUCH_TARGET};
  padding: ${({ theme }) => theme.space.xs} 0;
  cursor: pointer;
`;

const Box = styled.input<{ $invalid?: boolean }>`
  flex: none;
  width: 1.5rem;
  height: 1.5rem;
  margin: 0.1rem 0 0;
  accent-color: ${({ theme }) => theme.colors.primary};
  outline: ${({ theme, $invalid }) => ($invalid ? `2px solid ${theme.colors.danger}` : 'none')};
  outline-offset: 2px;
  cursor: pointer;
  ${focusRing}
`;

// Under the label's words, past the box.
const Hint = styled(FieldHint)`
  padding-inline-start: calc(1.5rem + ${({ theme }) => theme.space.sm});
`;

export interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> {
  /** May hold links (terms, privacy notice); the whole row toggles the box. */
  label: ReactNode;
  /** What checking it does, read with the box. */
  hint?: string;
  error?: string;
  /** The box itself (a form focuses it when the field is wrong). */
  ref?: Ref<HTMLInputElement>;
}

/** One checkbox with its label beside it, and a hint and an error read with it (consent, opt-ins). */
export function CheckboxField({ label, hint, error, ...input }: CheckboxFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <Wrapper>
      <Row htmlFor={id}>
        <Box
          {...input}
          id={id}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          $invalid={Boolean(error)}
        />
        <span>{label}</span>
      </Row>
      {hint && <Hint id={hintId}>{hint}</Hint>}
      <FieldError id={errorId} aria-live="polite">
        {error}
      </FieldError>
    </Wrapper>
  );
}
