import { type ClipboardEvent, type KeyboardEvent, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Field, inputStyles } from './field';

const Boxes = styled.div<{ $count: number }>`
  display: grid;
  grid-template-columns: repeat(${({ $count }) => $count}, minmax(0, 3rem));
  gap: ${({ theme }) => theme.space.xs};
`;

const Box = styled.input<{ $invalid?: boolean }>`
  ${inputStyles}
  padding: ${({ theme }) => theme.space.sm} 0;
  text-align: center;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-variant-numeric: tabular-nums;
`;

export interface OneTimeCodeInputProps {
  label: string;
  /** The digits typed so far (at most `length`). */
  value: string;
  onChange: (value: string) => void;
  /** Called once every box holds a digit, e.g. to submit at once. */
  onComplete?: (code: string) => void;
  length?: number;
  hint?: string;
  error?: string;
  disabled?: boolean;
  autoFocus?: boolean;
  /** Each box's name: a form posted before the app runs sends the digits in order, under it. */
  name?: string;
}

const digitsOf = (text: string) => text.replace(/\D/g, '');

/**
 * A code sent by message, one box per digit. The first box takes the phone's one-time-code
 * autofill; a code pasted or autofilled into any box spreads over the boxes; typing moves on,
 * Backspace on an empty box goes back. The label, hint and error belong to the whole group.
 */
export function OneTimeCodeInput({
  label,
  value,
  onChange,
  onComplete,
  length = 6,
  hint,
  error,
  disabled,
  autoFocus,
  name,
}: OneTimeCodeInputProps) {
  const { t } = useTranslation('ui');
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const focusBox = (index: number) => boxes.current[Math.max(0, Math.min(length - 1, index))]?.focus();

  /** Writes `digits` from box `start` on (never leaving a gap), moves on and reports a full code. */
  function fill(start: number, digits: string) {
    const from = Math.min(start, value.length);
    const next = (value.slice(0, from) + digits + value.slice(from + digits.length)).slice(0, length);
    onChange(next);
    focusBox(from + digits.length);
    if (next.length === length) onComplete?.(next);
  }

  function onPaste(index: number, event: ClipboardEvent<HTMLInputElement>) {
    const digits = digitsOf(event.clipboardData.getData('text'));
    if (!digits) return;
    event.preventDefault();
    // A whole code pasted anywhere is the whole code.
    fill(digits.length >= length ? 0 : index, digits);
  }

  function onKeyDown(index: number, event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Backspace' && !value[index] && index > 0) {
      event.preventDefault();
      onChange(value.slice(0, index - 1));
      focusBox(index - 1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      focusBox(index + 1);
    }
  }

  return (
    <Field label={label} hint={hint} error={error}>
      {({ inputId, labelId, describedBy, invalid }) => (
        <Boxes role="group" aria-labelledby={labelId} $count={length}>
          {Array.from({ length }, (_, index) => (
            <Box
              key={index}
              ref={(node) => {
                boxes.current[index] = node;
              }}
              id={index === 0 ? inputId : `${inputId}-${index}`}
              name={name}
              aria-label={index === 0 ? undefined : t('oneTimeCode.digit', { index: index + 1, length })}
              aria-describedby={describedBy}
              aria-invalid={invalid || undefined}
              $invalid={invalid}
              type="text"
              inputMode="numeric"
              pattern="[0-9]*"
              autoComplete={index === 0 ? 'one-time-code' : 'off'}
              // Room for a whole autofilled code in any box; onChange keeps one digit per box.
              maxLength={length}
              value={value[index] ?? ''}
              disabled={disabled}
              autoFocus={autoFocus && index === 0}
              onFocus={(event) => event.currentTarget.select()}
              onPaste={(event) => onPaste(index, event)}
              onKeyDown={(event) => onKeyDown(index, event)}
              onChange={(event) => {
                let digits = digitsOf(event.target.value);
                const old = value[index];
                // A digit typed beside the one already there (no selection) replaces it.
                if (old && digits.length === 2 && digits.includes(old)) {
                  digits = digits.startsWith(old) ? digits.slice(1) : digits.slice(0, 1);
                }
                if (digits === '') onChange(value.slice(0, index) + value.slice(index + 1));
                else fill(index, digits);
              }}
            />
          ))}
        </Boxes>
      )}
    </Field>
  );
}
