import type { CatalogItem } from '@aula/contracts/catalogs';
import { ChoiceLabel } from '@aula/ui-kit/choice-label';
import { Field, FieldError, FieldHint, Select } from '@aula/ui-kit/field';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

// The catalogue choosers as the browser draws them by itself, for a page used before the app runs
// (or without it): the searchable lists need the app, a <select> and checkboxes do not, and they
// post the form's field under its contract name.

/**
 * Calls `report` once, when the app takes the server's page over, if the learner changed the field
 * `read` looks at meanwhile: React does not hear a change made before it ran, and the searchable
 * list that then takes this one's place would show the choice as it was.
 */
function useChangedBeforeApp<E extends HTMLElement>(read: (element: E) => void) {
  const ref = useRef<E>(null);
  const first = useRef(read);
  useEffect(() => {
    if (ref.current) first.current(ref.current);
  }, []);
  return ref;
}

export interface NativeCatalogSelectProps<T extends CatalogItem> {
  label: string;
  name: string;
  items: readonly T[];
  value: number | null;
  onChange: (id: number | null) => void;
  /** What the form posts for an item (its id, unless the contract keeps a name or a code). */
  postAs: (item: T) => string;
  error?: string;
  hint?: string;
  disabled?: boolean;
}

/** One choice from a catalogue as a native <select>; the empty option is no choice. */
export function NativeCatalogSelect<T extends CatalogItem>({
  label,
  name,
  items,
  value,
  onChange,
  postAs,
  error,
  hint,
  disabled,
}: NativeCatalogSelectProps<T>) {
  const { t } = useTranslation('profile');
  const chosen = items.find((item) => item.id === value);
  const idOf = (posted: string) => items.find((item) => postAs(item) === posted)?.id ?? null;
  const ref = useChangedBeforeApp<HTMLSelectElement>((select) => {
    if (select.value !== (chosen ? postAs(chosen) : '')) onChange(idOf(select.value));
  });
  return (
    <Field label={label} hint={hint} error={error}>
      {({ inputId, describedBy, invalid }) => (
        <Select
          ref={ref}
          id={inputId}
          name={name}
          value={chosen ? postAs(chosen) : ''}
          onChange={(event) => onChange(idOf(event.target.value))}
          disabled={disabled}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          $invalid={invalid}
        >
          <option value="">{t('common.notChosen')}</option>
          {items.map((item) => (
            <option key={item.id} value={postAs(item)}>
              {item.name}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
}

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

export interface CatalogChecklistProps {
  label: string;
  name: string;
  items: readonly CatalogItem[];
  values: number[];
  onChange: (ids: number[]) => void;
  error?: string;
  hint?: string;
}

/**
 * Several choices from a catalogue as checkboxes. An empty hidden value goes with them, so a post
 * with every box cleared still says the field was in the form (none chosen, not left as saved).
 */
export function CatalogChecklist({ label, name, items, values, onChange, error, hint }: CatalogChecklistProps) {
  const id = useId();
  const ref = useChangedBeforeApp<HTMLFieldSetElement>((group) => {
    const ticked = [...group.querySelectorAll<HTMLInputElement>('input[type="checkbox"]:checked')].map((box) =>
      Number(box.value),
    );
    if (ticked.length !== values.length || ticked.some((one) => !values.includes(one))) onChange(ticked);
  });
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <Group ref={ref} aria-describedby={describedBy || undefined}>
      <legend>{label}</legend>
      {hint && <FieldHint id={`${id}-hint`}>{hint}</FieldHint>}
      <input type="hidden" name={name} value="" />
      {items.map((item) => (
        <ChoiceLabel key={item.id}>
          <input
            type="checkbox"
            name={name}
            value={item.id}
            checked={values.includes(item.id)}
            onChange={(event) =>
              onChange(event.target.checked ? [...values, item.id] : values.filter((one) => one !== item.id))
            }
          />
          {item.name}
        </ChoiceLabel>
      ))}
      <FieldError id={`${id}-error`} aria-live="polite">
        {error}
      </FieldError>
    </Group>
  );
}
