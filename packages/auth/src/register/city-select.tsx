import { catalogsApi } from '@aula/api-client/catalogs';
import { useAppDispatch } from '@aula/api-client/hooks';
import { useAllySite } from '@aula/ui-kit/ally-site';
import { type LoadOptions, SearchableSelect, type SelectOption } from '@aula/ui-kit/searchable-select';
import { useCallback } from 'react';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { folded } from '../shared/folded';

export interface CitySelectProps<TValues extends FieldValues> {
  control: Control<TValues, unknown, unknown>;
  name: FieldPath<TValues>;
}

/** The answer of one catalogue query (through the api-client's cache), letting go of it afterwards. */
async function settle<T>(request: { unwrap(): Promise<T>; unsubscribe(): void }): Promise<T> {
  try {
    return await request.unwrap();
  } finally {
    request.unsubscribe();
  }
}

/**
 * Where the business is: one box that searches every city of the route's country, each shown with
 * its state ("Coyoacán, Ciudad de México"), from the catalogue (country, its states, their cities).
 */
export function CitySelect<TValues extends FieldValues>({ control, name }: CitySelectProps<TValues>) {
  const { field, fieldState } = useController({ control, name });
  const { t } = useTranslation('auth');
  const { country } = useAllySite();
  const dispatch = useAppDispatch();
  const loadOptions = useCallback<LoadOptions>(
    async (query) => {
      const { endpoints } = catalogsApi;
      const countries = await settle(dispatch(endpoints.getCountries.initiate()));
      const countryId = countries.find((candidate) => candidate.code === country)?.id;
      if (countryId === undefined) return [];
      const areas = await settle(dispatch(endpoints.getGeographicAreasByCountry.initiate(countryId)));
      const perArea = await Promise.all(
        areas.map(async (area) => {
          const cities = await settle(dispatch(endpoints.getCitiesByGeographicArea.initiate(area.id)));
          return cities.map((city) => ({ value: String(city.id), label: `${city.name}, ${area.name}` }));
        }),
      );
      const wanted = folded(query);
      return perArea
        .flat()
        .filter((option) => folded(option.label).includes(wanted))
        .sort((a, b) => a.label.localeCompare(b.label, 'es'));
    },
    [dispatch, country],
  );
  return (
    <SearchableSelect
      label={t('fields.city')}
      hint={t('fields.cityHint')}
      value={field.value as SelectOption | null}
      onChange={field.onChange}
      loadOptions={loadOptions}
      searchEmpty
      debounceMs={150}
      error={fieldState.error?.message}
    />
  );
}
