import { type ReactNode, useId } from 'react';
import styled, { css } from 'styled-components';
import { focusRing, TOUCH_TARGET } from './focus-ring';
import { ToolButton } from './tool-button';

/** A field's label, hint, control and error one under the other, spaced from the next field. */
export const FieldWrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  margin-bottom: ${({ theme }) => theme.space.md};
`;

const Label = styled.label`
  font-weight: 700;
`;

/** A field's hint under its label (tie it to the control with aria-describedby). */
export const FieldHint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** A field's error line: always in the page (polite), hidden while empty. */
export const FieldError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 700;

  &:empty {
    display: none;
  }
`;

/** The look of every text box, shared by TextField, PasswordField and PhoneField. */
export const inputStyles = css<{ $invalid?: boolean }>`
  min-height: ${TOUCH_TARGET};
  width: 100%;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border: 2px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  ${focusRing}
`;

/** A field's input with a control beside it (dial code, show password, clear). */
export const FieldRow = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
`;

/** The small button that sits beside a field's input (show password, clear). */
export const FieldSideButton = styled(ToolButton)`
  flex: none;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const Input = styled.input<{ $invalid?: boolean }>`
  ${inputStyles}
`;

/** A short list to choose one from, in the look of every text box. */
export const Select = styled.select<{ $invalid?: boolean }>`
  ${inputStyles}
`;

/** Several lines of plain text, in the look of every text box; grows only downwards. */
export const TextArea = styled.textarea<{ $invalid?: boolean }>`
  ${inputStyles}
  min-height: 6rem;
  resize: vertical;
`;

export interface FieldIds {
  inputId: string;
  /** The label's id, for widgets whose popup is labelled by it (SearchableSelect). */
  labelId: string;
  /** Goes on the input's aria-describedby: the hint and the error, whichever exist. */
  describedBy: string | undefined;
  invalid: boolean;
}

export interface FieldProps {
  label: string;
  hint?: string;
  error?: string;
  children: (ids: FieldIds) => ReactNode;
}

/**
 * Label, hint and error around one input. The error region is always present and polite, so a
 * message appearing after a submit is read out; the input points at it with aria-describedby.
 */
export function Field({ label, hint, error, children }: FieldProps) {
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const labelId = `${inputId}-label`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <FieldWrapper>
      <Label id={labelId} htmlFor={inputId}>
        {label}
      </Label>
      {hint && <FieldHint id={hintId}>{hint}</FieldHint>}
      {children({ inputId, labelId, describedBy, invalid: Boolean(error) })}
      <FieldError id={errorId} aria-live="polite">
        {error}
      </FieldError>
    </FieldWrapper>
  );
}
