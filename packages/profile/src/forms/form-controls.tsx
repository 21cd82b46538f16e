import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import {
  CatalogMultiSelect,
  type CatalogMultiSelectProps,
  CatalogSelect,
  type CatalogSelectProps,
} from './catalog-select';
import { RadioGroup, type RadioGroupProps } from './radio-group';

// The profile's own choosers tied to one field of a contract form (@aula/ui-kit/forms): the value,
// its changes and the rule it broke come from the form, and the field's name is what a page drawn
// before the app runs posts it under.

interface Bound<TValues extends FieldValues> {
  control: Control<TValues, unknown, unknown>;
  name: FieldPath<TValues>;
}

export function FormCatalogSelect<TValues extends FieldValues>({
  control,
  name,
  ...props
}: Bound<TValues> & Omit<CatalogSelectProps, 'value' | 'onChange' | 'error' | 'name'>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <CatalogSelect
      {...props}
      name={name}
      value={field.value ?? null}
      onChange={field.onChange}
      {...(fieldState.error?.message ? { error: fieldState.error.message } : {})}
    />
  );
}

export function FormCatalogMultiSelect<TValues extends FieldValues>({
  control,
  name,
  ...props
}: Bound<TValues> & Omit<CatalogMultiSelectProps, 'values' | 'onChange' | 'error' | 'name'>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <CatalogMultiSelect
      {...props}
      name={name}
      values={field.value ?? []}
      onChange={field.onChange}
      {...(fieldState.error?.message ? { error: fieldState.error.message } : {})}
    />
  );
}

export function FormRadioGroup<TValues extends FieldValues, V extends string>({
  control,
  name,
  ...props
}: Bound<TValues> & Omit<RadioGroupProps<V>, 'value' | 'onChange' | 'name'>) {
  const { field } = useController({ control, name });
  return <RadioGroup<V> {...props} name={name} value={field.value ?? null} onChange={field.onChange} />;
}
