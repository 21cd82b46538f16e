import { useUpdateBusinessDataMutation } from '@aula/api-client/profile';
import type { CatalogItem } from '@aula/contracts/catalogs';
import type { Country } from '@aula/contracts/countries';
import type { BusinessData } from '@aula/contracts/profile';
import { useAlerts } from '@aula/ui-kit/alert-provider';
import { Button } from '@aula/ui-kit/button';
import { AddressCheckDialog } from '@aula/ui-kit/dialog-presets';
import { TextField } from '@aula/ui-kit/text-field';
import { type FormEvent, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CatalogMultiSelect, CatalogSelect } from '../forms/catalog-select';
import { type FieldErrors, type FieldMessage, problemOfServerError } from '../forms/field-errors';
import { Actions, FormError, Section } from '../forms/form-layout';
import { useFocusFirstError } from '../forms/use-focus-first-error';
import { useLeaveGuard } from '../forms/use-leave-guard';
import { COUNTRY_CENTERS } from '../maps/geo';
import type { LatLng, Place } from '../maps/maps';
import { AddressFields } from './address-fields';
import { AddressMap } from './address-map';
import { pinMismatchKm } from './address-mismatch';
import {
  type BusinessField,
  type BusinessValues,
  fieldOf,
  MAX_IMPROVEMENTS,
  patchOf,
  validateBusiness,
  valuesOf,
} from './business-values';
import { useAddressCatalogs } from './use-address-catalogs';

// Mexico City: where a map with nothing else to go on opens.
const FALLBACK_CENTER = { lat: 19.4326, lng: -99.1332 };

export interface BusinessCatalogs {
  businessTypes: readonly CatalogItem[];
  employeeNumbers: readonly CatalogItem[];
  weeklyIncomes: readonly CatalogItem[];
  improvements: readonly CatalogItem[];
  countries: readonly Country[];
}

export interface BusinessFormProps {
  data: BusinessData;
  catalogs: BusinessCatalogs;
  /** The ally's country: a business without an address starts there. */
  country: string;
}

export function BusinessForm({ data, catalogs, country }: BusinessFormProps) {
  const { t } = useTranslation('profile');
  const alerts = useAlerts();
  const [saved, setSaved] = useState(() => valuesOf(data, country));
  const [values, setValues] = useState(saved);
  const [errors, setErrors] = useState<FieldErrors<BusinessField>>({});
  const [formError, setFormError] = useState('');
  const [checking, setChecking] = useState<{ km: number; city: string } | null>(null);
  const [focus, setFocus] = useState<LatLng | null>(null);
  const [update, { isLoading }] = useUpdateBusinessDataMutation();
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstError(formRef, errors);
  const address = useAddressCatalogs(values.address, catalogs.countries);
  const patch = patchOf(values, saved);
  const leaveGuard = useLeaveGuard(Object.keys(patch).length > 0);

  const say = (message: FieldMessage | undefined) => (message ? t(`errors.${message.key}`, message.values) : undefined);
  const clear = (fields: BusinessField[]) =>
    setErrors((current) => {
      const next = { ...current };
      for (const field of fields) delete next[field];
      return next;
    });
  const set = <K extends keyof BusinessValues>(field: K, value: BusinessValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (field !== 'address') clear([field as BusinessField]);
  };

  const pin =
    values.address.lat !== null && values.address.lng !== null
      ? { lat: values.address.lat, lng: values.address.lng }
      : null;
  const cityPosition =
    address.city?.lat != null && address.city.lng != null ? { lat: address.city.lat, lng: address.city.lng } : null;
  const center = focus ?? pin ?? cityPosition ?? COUNTRY_CENTERS[values.address.country] ?? FALLBACK_CENTER;
  const points = useMemo(
    () =>
      (address.cities ?? []).flatMap((city) =>
        city.lat === null || city.lng === null
          ? []
          : [{ id: String(city.id), label: city.name, position: { lat: city.lat, lng: city.lng } }],
      ),
    [address.cities],
  );

  const choosePlace = (place: Place) => {
    if (!place.position) return;
    setValues((current) => ({
      ...current,
      address: {
        ...current.address,
        ...(place.areaName ? { state: place.areaName } : {}),
        ...(place.cityName ? { city: place.cityName } : {}),
        ...(place.postalCode ? { postal_code: place.postalCode } : {}),
        ...(place.settlement ? { neighborhood: place.settlement } : {}),
        lat: place.position?.lat ?? null,
        lng: place.position?.lng ?? null,
      },
    }));
    setFocus(place.position);
    clear(['state', 'city', 'postal_code', 'pin']);
  };

  async function save() {
    setChecking(null);
    if (Object.keys(patch).length === 0) return alerts.show({ tone: 'success', message: t('common.saved') });
    const result = await update(patch);
    if ('error' in result && result.error) {
      const problem = problemOfServerError(result.error, fieldOf);
      setErrors(problem.fields);
      const message = problem.unexpected ? t('common.saveFailed') : t('common.checkFields');
      setFormError(message);
      alerts.show({ tone: 'error', message });
      return;
    }
    const next = valuesOf(result.data, country);
    setSaved(next);
    setValues(next);
    alerts.show({ tone: 'success', message: t('common.saved') });
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    setFormError('');
    const found = validateBusiness(values, { ...(address.cities ? { citiesOfState: address.cities } : {}) });
    setErrors(found);
    if (Object.keys(found).length > 0) return setFormError(t('common.checkFields'));
    // Section 8's question: the pin far from the chosen city means one of the two is wrong.
    const km = pinMismatchKm(pin, cityPosition);
    if (km !== null && address.city) return setChecking({ km, city: address.city.name });
    void save();
  }

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit}>
      <Section>
        <legend>{t('business.aboutTitle')}</legend>
        <TextField
          label={t('business.name')}
          autoComplete="organization"
          value={values.business_name}
          onChange={(event) => set('business_name', event.target.value)}
          error={say(errors.business_name)}
        />
        <CatalogSelect
          label={t('business.type')}
          items={catalogs.businessTypes}
          value={values.business_type_id}
          onChange={(id) => set('business_type_id', id)}
          error={say(errors.business_type_id)}
        />
        <CatalogSelect
          label={t('business.employees')}
          items={catalogs.employeeNumbers}
          value={values.employee_number_id}
          onChange={(id) => set('employee_number_id', id)}
          error={say(errors.employee_number_id)}
        />
        <CatalogSelect
          label={t('business.income')}
          items={catalogs.weeklyIncomes}
          value={values.weekly_income_id}
          onChange={(id) => set('weekly_income_id', id)}
          error={say(errors.weekly_income_id)}
        />
        <CatalogMultiSelect
          label={t('business.improvements')}
          hint={t('business.improvementsHint')}
          items={catalogs.improvements}
          values={values.improvement_ids}
          onChange={(ids) => set('improvement_ids', ids)}
          max={MAX_IMPROVEMENTS}
          error={say(errors.improvement_ids)}
        />
        <TextField
          label={t('business.foundedYear')}
          hint={t('common.optional')}
          inputMode="numeric"
          maxLength={4}
          value={values.founded_year}
          onChange={(event) => set('founded_year', event.target.value.replace(/\D/g, ''))}
          error={say(errors.founded_year)}
        />
      </Section>
      <AddressFields
        value={values.address}
        onChange={(next) => {
          setValues((current) => ({ ...current, address: next }));
          clear(['country', 'state', 'city', 'postal_code', 'street', 'exterior_number', 'neighborhood']);
        }}
        countries={catalogs.countries}
        catalogs={address}
        errors={errors}
        onLocate={setFocus}
      />
      <AddressMap
        country={values.address.country}
        center={center}
        pin={pin}
        onPinChange={(position) => {
          setValues((current) => ({ ...current, address: { ...current.address, ...position } }));
          clear(['pin']);
        }}
        onPlace={choosePlace}
        points={points}
        error={say(errors.pin)}
      />
      <FormError role="alert">{formError}</FormError>
      <Actions>
        <Button type="submit" loading={isLoading}>
          {t('common.save')}
        </Button>
      </Actions>
      <AddressCheckDialog
        open={checking !== null}
        message={checking ? t('business.mismatch', { km: checking.km, city: checking.city }) : undefined}
        address={[values.address.street, values.address.exterior_number, values.address.city, values.address.state]
          .filter(Boolean)
          .join(', ')}
        onEdit={() => {
          setChecking(null);
          formRef.current?.querySelector<HTMLElement>('input[autocomplete="address-line1"]')?.focus();
        }}
        onContinue={() => void save()}
      />
      {leaveGuard}
    </form>
  );
}
