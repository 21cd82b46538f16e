import { catalogsApi } from '@aula/api-client/catalogs';
import { useAppDispatch } from '@aula/api-client/hooks';
import { type LoadOptions, SearchableSelect, type SelectOption } from '@aula/ui-kit/searchable-select';
import { useCallback } from 'react';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { folded } from '../shared/folded';

export interface BusinessTypeSelectProps<TValues extends FieldValues> {
  control: Control<TValues, unknown, unknown>;
  name: FieldPath<TValues>;
}

/**
 * The business type from the catalogue (`/admin/catalogs/business_types/`): the list is short, so
 * it is fetched once through the api-client's cache and searched here as the learner types.
 */
export function BusinessTypeSelect<TValues extends FieldValues>({ control, name }: BusinessTypeSelectProps<TValues>) {
  const { field, fieldState } = useController({ control, name });
  const { t } = useTranslation('auth');
  const dispatch = useAppDispatch();
  const loadOptions = useCallback<LoadOptions>(
    async (query) => {
      const request = dispatch(catalogsApi.endpoints.getBusinessTypes.initiate());
      try {
        const types = await request.unwrap();
        const wanted = folded(query);
        return types
          .filter((type) => folded(type.name).includes(wanted))
          .map((type) => ({ value: String(type.id), label: type.name }));
      } finally {
        request.unsubscribe();
      }
    },
    [dispatch],
  );
  return (
    <SearchableSelect
      label={t('fields.businessType')}
      hint={t('fields.optional')}
      value={field.value as SelectOption | null}
      onChange={field.onChange}
      loadOptions={loadOptions}
      searchEmpty
      debounceMs={150}
      error={fieldState.error?.message}
    />
  );
}
