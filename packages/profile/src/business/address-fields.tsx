import type { PostalCode } from '@aula/contracts/catalogs';
import type { Country } from '@aula/contracts/countries';
import { TextField } from '@aula/ui-kit/text-field';
import { useTranslation } from 'react-i18next';
import { CatalogSelect } from '../forms/catalog-select';
import { Row, Section } from '../forms/form-layout';
import type { LatLng } from '../maps/maps';
import { type AddressValues, emptyAddress } from './business-values';
import { PostalCodeLookup } from './postal-code-lookup';
import type { AddressCatalogs } from './use-address-catalogs';

/** Each address part's broken rule, already in words. */
export type AddressErrors = Partial<Record<keyof AddressValues, string>>;

export interface AddressFieldsProps {
  value: AddressValues;
  onChange: (next: AddressValues) => void;
  countries: readonly Country[];
  catalogs: AddressCatalogs;
  errors: AddressErrors;
  /** Moves the map to a place the address now names. */
  onLocate: (position: LatLng) => void;
}

const nameOf = (item: { name: string }) => item.name;

const located = (lat: number | null, lng: number | null) => (lat === null || lng === null ? null : { lat, lng });

/** Country, postal code (with look-up), state, city (each from the catalogue), street and number. */
export function AddressFields({ value, onChange, countries, catalogs, errors, onLocate }: AddressFieldsProps) {
  const { t } = useTranslation('profile');
  const { areas, area, cities, city } = catalogs;
  const set = (changes: Partial<AddressValues>) => onChange({ ...value, ...changes });

  const fillFromPostalCode = (entry: PostalCode) => {
    const position = located(entry.lat, entry.lng);
    set({
      postal_code: entry.postal_code,
      state: entry.geographic_area,
      city: entry.city,
      neighborhood: entry.settlement,
      ...(position ?? {}),
    });
    if (position) onLocate(position);
  };

  return (
    <Section>
      <legend>{t('business.addressTitle')}</legend>
      {/* Posted before the app runs under the contract's names: the country's code, the state's and city's names. */}
      <CatalogSelect
        name="address.country"
        postAs={(country) => country.code}
        label={t('business.country')}
        items={countries}
        value={catalogs.country?.id ?? null}
        onChange={(id) => {
          const code = countries.find((country) => country.id === id)?.code;
          if (code && code !== value.country) onChange(emptyAddress(code));
        }}
        error={errors.country}
      />
      <PostalCodeLookup
        value={value.postal_code}
        onChange={(postal_code) => set({ postal_code })}
        onFound={fillFromPostalCode}
        error={errors.postal_code}
      />
      <CatalogSelect
        key={`areas-${catalogs.country?.id}-${areas ? 'ready' : 'waiting'}`}
        name="address.state"
        postAs={nameOf}
        label={t('business.area')}
        items={areas ?? []}
        value={area?.id ?? null}
        onChange={(id) => {
          const name = areas?.find((candidate) => candidate.id === id)?.name ?? '';
          if (name !== value.state) set({ state: name, city: '' });
        }}
        error={errors.state}
        disabled={!areas}
      />
      <CatalogSelect
        key={`cities-${area?.id}-${cities ? 'ready' : 'waiting'}`}
        name="address.city"
        postAs={nameOf}
        label={t('business.city')}
        items={cities ?? []}
        value={city?.id ?? null}
        onChange={(id) => {
          const chosen = cities?.find((candidate) => candidate.id === id);
          set({ city: chosen?.name ?? '' });
          const position = chosen && located(chosen.lat, chosen.lng);
          if (position) onLocate(position);
        }}
        error={errors.city}
        {...(area ? {} : { hint: t('business.chooseAreaFirst') })}
        disabled={!area}
      />
      <Row>
        <TextField
          name="address.street"
          label={t('business.street')}
          autoComplete="address-line1"
          value={value.street}
          onChange={(event) => set({ street: event.target.value })}
          error={errors.street}
        />
        <TextField
          name="address.exterior_number"
          label={t('business.number')}
          value={value.exterior_number}
          onChange={(event) => set({ exterior_number: event.target.value })}
          error={errors.exterior_number}
        />
      </Row>
      <TextField
        name="address.neighborhood"
        label={t('business.neighborhood')}
        autoComplete="address-level3"
        value={value.neighborhood}
        onChange={(event) => set({ neighborhood: event.target.value })}
        error={errors.neighborhood}
      />
    </Section>
  );
}
