import { useCurrentBrand } from '@aula/ui-kit/current-brand';
import { FormCheckboxField } from '@aula/ui-kit/forms/form-fields';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LegalDocuments } from './legal-documents';

export interface ConsentFieldProps<TValues extends FieldValues> {
  control: Control<TValues, unknown, unknown>;
  name: FieldPath<TValues>;
}

/**
 * The consent every registration needs (`accepts_terms`): the ally's documents to read, then the
 * box naming the ally it is given to. Every ally page has its brand; outside one (a story without
 * it) the box names no one rather than the product.
 */
export function ConsentField<TValues extends FieldValues>({ control, name }: ConsentFieldProps<TValues>) {
  const { t } = useTranslation('auth');
  const brand = useCurrentBrand();
  return (
    <>
      {brand && <LegalDocuments brand={brand} />}
      <FormCheckboxField
        control={control}
        name={name}
        label={brand ? t('fields.terms', { ally: brand.config.name }) : t('fields.termsNoAlly')}
      />
    </>
  );
}
