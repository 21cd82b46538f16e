import { type ReactNode, useId } from 'react';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import styled from 'styled-components';
import { CheckboxField, type CheckboxFieldProps } from '../checkbox-field';
import type { PhoneValue } from '../dial-codes';
import { Field, FieldError, FieldHint, Select, TextArea } from '../field';
import { OneTimeCodeInput, type OneTimeCodeInputProps } from '../one-time-code-input';
import { PasswordField, type PasswordFieldProps } from '../password-field';
import { PhoneField, type PhoneFieldProps } from '../phone-field';
import { TextField, type TextFieldProps } from '../text-field';

// The accessible fields of the kit, each tied to one field of a contract form: its value, its
// changes and its error come from the form; everything else is the field's own props.

interface Bound<TValues extends FieldValues> {
  control: Control<TValues, unknown, unknown>;
  name: FieldPath<TValues>;
}

type Unbound<P> = Omit<P, 'value' | 'onChange' | 'error' | 'name' | 'checked'>;

/** One field of the form as a field component takes it: its name, value, changes and error. */
function useBoundField<TValues extends FieldValues>({ control, name }: Bound<TValues>) {
  const { field, fieldState } = useController({ control, name });
  return { name, value: field.value, onChange: field.onChange, onBlur: field.onBlur, error: fieldState.error?.message };
}

export function FormTextField<TValues extends FieldValues>({
  control,
  name,
  ...props
}: Bound<TValues> & Unbound<TextFieldProps>) {
  const bound = useBoundField({ control, name });
  return <TextField {...props} {...bound} value={bound.value ?? ''} />;
}

/**
 * An email address: the keyboard with @, no capital first letter and no spelling marks on phones.
 * `autoComplete` says whether it is the account's name at sign-in (`username`) or an address.
 */
export function FormEmailField<TValues extends FieldValues>({
  autoComplete = 'email',
  ...props
}: Bound<TValues> & Unbound<Omit<TextFieldProps, 'type' | 'inputMode'>>) {
  return (
    <FormTextField
      {...props}
      type="email"
      inputMode="email"
      autoComplete={autoComplete}
      autoCapitalize="none"
      spellCheck={false}
    />
  );
}

export function FormPasswordField<TValues extends FieldValues>({
  control,
  name,
  ...props
}: Bound<TValues> & Unbound<PasswordFieldProps>) {
  const bound = useBoundField({ control, name });
  return <PasswordField {...props} {...bound} value={bound.value ?? ''} />;
}

export function FormPhoneField<TValues extends FieldValues>({
  control,
  name,
  ...props
}: Bound<TValues> & Unbound<PhoneFieldProps>) {
  const { value, onChange, error } = useBoundField({ control, name });
  return <PhoneField {...props} name={name} value={value as PhoneValue} onChange={onChange} error={error} />;
}

export function FormCodeInput<TValues extends FieldValues>({
  control,
  name,
  ...props
}: Bound<TValues> & Unbound<OneTimeCodeInputProps>) {
  const { value, onChange, error } = useBoundField({ control, name });
  return <OneTimeCodeInput {...props} name={name} value={value ?? ''} onChange={onChange} error={error} />;
}

export function FormCheckboxField<TValues extends FieldValues>({
  control,
  name,
  ...props
}: Bound<TValues> & Unbound<CheckboxFieldProps> & { label: ReactNode }) {
  const { value, onChange, onBlur, error } = useBoundField({ control, name });
  return (
    <CheckboxField
      {...props}
      name={name}
      checked={Boolean(value)}
      onChange={(event) => onChange(event.target.checked)}
      onBlur={onBlur}
      error={error}
    />
  );
}

interface Labelled {
  label: string;
  hint?: string;
}

/**
 * One choice of a short list (a country, a role, an hour). A number field (an hour) gets its number
 * back, not the option's text, so the contract's own rule checks it.
 */
export function FormSelectField<TValues extends FieldValues>({
  control,
  name,
  label,
  hint,
  disabled,
  options,
}: Bound<TValues> & Labelled & { disabled?: boolean; options: readonly { value: string | number; label: string }[] }) {
  const { field, fieldState } = useController({ control, name });
  const { value, onChange, onBlur } = field;
  const error = fieldState.error?.message;
  const numeric = typeof value === 'number';
  return (
    <Field label={label} hint={hint} error={error}>
      {({ inputId, describedBy, invalid }) => (
        <Select
          id={inputId}
          name={name}
          ref={field.ref}
          value={String(value ?? '')}
          onChange={(event) => onChange(numeric ? Number(event.target.value) : event.target.value)}
          onBlur={onBlur}
          disabled={disabled}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          $invalid={invalid}
        >
          {options.map((option) => (
            <option key={option.value} value={String(option.value)}>
              {option.label}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
}

/** Several lines of plain text (a description, an introduction). */
export function FormTextAreaField<TValues extends FieldValues>({
  control,
  name,
  label,
  hint,
}: Bound<TValues> & Labelled) {
  const { field, fieldState } = useController({ control, name });
  const { value, onChange, onBlur } = field;
  const error = fieldState.error?.message;
  return (
    <Field label={label} hint={hint} error={error}>
      {({ inputId, describedBy, invalid }) => (
        <TextArea
          id={inputId}
          name={name}
          ref={field.ref}
          value={value ?? ''}
          onChange={onChange}
          onBlur={onBlur}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          $invalid={invalid}
        />
      )}
    </Field>
  );
}

const Choices = styled.fieldset`
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: 0;
  border: 0;

  legend {
    padding: 0;
    margin-bottom: ${({ theme }) => theme.space.xs};
    font-weight: 600;
  }

  /* As many columns as fit: one on a phone, more where there is room. */
  & > div {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(min(100%, 11rem), 1fr));
    column-gap: ${({ theme }) => theme.space.md};
  }

  & > div > div {
    margin-bottom: 0;
  }
`;

/**
 * Several choices of a short list (countries, networks), as a group of checkboxes under one legend.
 * The field holds the chosen values in the order they were chosen (a ticked one goes last, an
 * unticked one leaves), so a list whose order means something (the share buttons') keeps it; its
 * error is read with the group.
 */
export function FormCheckboxGroup<TValues extends FieldValues>({
  control,
  name,
  label,
  hint,
  disabled,
  options,
}: Bound<TValues> & Labelled & { disabled?: boolean; options: readonly { value: string; label: string }[] }) {
  const { field, fieldState } = useController({ control, name });
  const chosen: string[] = Array.isArray(field.value) ? field.value : [];
  const error = fieldState.error?.message;
  const id = useId();
  const toggle = (value: string, on: boolean) =>
    field.onChange([...chosen.filter((each) => each !== value), ...(on ? [value] : [])]);
  return (
    <Choices
      aria-describedby={
        [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined
      }
      aria-invalid={error ? true : undefined}
    >
      <legend>{label}</legend>
      {hint && <FieldHint id={`${id}-hint`}>{hint}</FieldHint>}
      <div>
        {options.map((option, index) => (
          <CheckboxField
            key={option.value}
            ref={index === 0 ? field.ref : undefined}
            name={name}
            value={option.value}
            label={option.label}
            checked={chosen.includes(option.value)}
            disabled={disabled}
            onChange={(event) => toggle(option.value, event.target.checked)}
            onBlur={field.onBlur}
          />
        ))}
      </div>
      <FieldError id={`${id}-error`} aria-live="polite">
        {error}
      </FieldError>
    </Choices>
  );
}
