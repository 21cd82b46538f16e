import { useCurrentBrand } from '@aula/ui-kit/current-brand';
import { FormCheckboxField } from '@aula/ui-kit/forms/form-fields';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

export interface ConsentFieldProps<TValues extends FieldValues> {
  control: Control<TValues, unknown, unknown>;
  name: FieldPath<TValues>;
}

/** The consent every registration needs (`accepts_terms`), naming the ally it is given to. */
export function ConsentField<TValues extends FieldValues>({ control, name }: ConsentFieldProps<TValues>) {
  const { t } = useTranslation('auth');
  const brand = useCurrentBrand();
  return (
    <FormCheckboxField
      control={control}
      name={name}
      label={t('fields.terms', { ally: brand?.config.name ?? 'Aula' })}
    />
  );
}
