import { CheckboxField } from '@aula/ui-kit/checkbox-field';
import { useCurrentBrand } from '@aula/ui-kit/current-brand';
import { useTranslation } from 'react-i18next';

export interface ConsentFieldProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string;
}

/** The consent every registration needs (`accepts_terms`), naming the ally it is given to. */
export function ConsentField({ checked, onChange, error }: ConsentFieldProps) {
  const { t } = useTranslation('auth');
  const brand = useCurrentBrand();
  return (
    <CheckboxField
      label={t('fields.terms', { ally: brand?.config.name ?? 'Aula' })}
      name="accepts_terms"
      checked={checked}
      error={error}
      onChange={(event) => onChange(event.target.checked)}
    />
  );
}
