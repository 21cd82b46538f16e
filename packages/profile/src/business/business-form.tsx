import { refusalOf } from '@aula/api-client/errors';
import { useUpdateBusinessDataMutation } from '@aula/api-client/profile';
import type { CatalogItem } from '@aula/contracts/catalogs';
import type { Country } from '@aula/contracts/countries';
import { type BusinessData, MAX_IMPROVEMENTS } from '@aula/contracts/profile';
import { useAlerts } from '@aula/ui-kit/alert-provider';
import { Button } from '@aula/ui-kit/button';
import { AddressCheckDialog } from '@aula/ui-kit/dialog-presets';
import { FormTextField } from '@aula/ui-kit/forms/form-fields';
import { FormMessage } from '@aula/ui-kit/forms/form-message';
import { FormName, submissionOf, usePostedAnswer } from '@aula/ui-kit/forms/page-form';
import { useContractForm } from '@aula/ui-kit/forms/use-contract-form';
import { TextField } from '@aula/ui-kit/text-field';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormCatalogMultiSelect, FormCatalogSelect } from '../forms/form-controls';
import { Actions, Section } from '../forms/form-layout';
import { ServerSavedNote } from '../forms/saved-note';
import { useLeaveGuard } from '../forms/use-leave-guard';
import type { LatLng, Place } from '../maps/maps';
import { type AddressErrors, AddressFields } from './address-fields';
import { AddressMap } from './address-map';
import { pinMismatchKm } from './address-mismatch';
import {
  ADDRESS_PARTS,
  type AddressValues,
  BUSINESS_FORM,
  type BusinessContext,
  type BusinessValues,
  businessRequest,
  patchOf,
  valuesOf,
} from './business-values';
import { useAddressCatalogs } from './use-address-catalogs';
import { useMapView } from './use-map-view';

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
  const context = useRef<BusinessContext>({});
  const [schema] = useState(() => businessRequest(() => context.current));
  // Posted before the app ran and refused (business-action.ts): the values sent, with their faults.
  const submitted = submissionOf<BusinessValues>(usePostedAnswer(), BUSINESS_FORM);
  const form = useContractForm(schema, { defaultValues: saved, ...(submitted && { submitted }) });
  const [checking, setChecking] = useState<{ km: number; city: string } | null>(null);
  const [focus, setFocus] = useState<LatLng | null>(null);
  const [update, { isLoading }] = useUpdateBusinessDataMutation();
  const values = form.watch();
  const address = useAddressCatalogs(values.address, catalogs.countries);
  context.current = address.cities ? { citiesOfState: address.cities } : {};
  const leaveGuard = useLeaveGuard(Object.keys(patchOf(values, saved)).length > 0);
  const { errors } = form.formState;
  const addressErrors: AddressErrors = Object.fromEntries(
    Object.entries(errors.address ?? {}).map(([part, error]) => [part, (error as { message?: string }).message]),
  );

  // The address is one value of the form: a look-up or a place fills several parts at once.
  const setAddress = (next: AddressValues) => {
    form.setValue('address', next, { shouldDirty: true });
    form.clearErrors([...ADDRESS_PARTS]);
  };

  const { pin, cityPosition, center, points } = useMapView(values.address, address, focus);

  const choosePlace = (place: Place) => {
    if (!place.position) return;
    const now = form.getValues('address');
    setAddress({
      ...now,
      ...(place.areaName ? { state: place.areaName } : {}),
      ...(place.cityName ? { city: place.cityName } : {}),
      ...(place.postalCode ? { postal_code: place.postalCode } : {}),
      ...(place.settlement ? { neighborhood: place.settlement } : {}),
      lat: place.position.lat,
      lng: place.position.lng,
    });
    setFocus(place.position);
  };

  async function save() {
    setChecking(null);
    const patch = patchOf(form.getValues(), saved);
    if (Object.keys(patch).length === 0) return alerts.show({ tone: 'success', message: t('common.saved') });
    const result = await update(patch);
    if ('error' in result && result.error) return form.showRefusal(refusalOf(result.error));
    const next = valuesOf(result.data, country);
    setSaved(next);
    form.reset(next);
    alerts.show({ tone: 'success', message: t('common.saved') });
  }

  const check = form.submitWith(() => {
    // Section 8's question: the pin far from the chosen city means one of the two is wrong.
    const km = pinMismatchKm(pin, cityPosition);
    if (km !== null && address.city) return setChecking({ km, city: address.city.name });
    return save();
  });

  return (
    <form ref={form.formRef} method="post" noValidate onSubmit={check}>
      <FormName name={BUSINESS_FORM} />
      <ServerSavedNote refused={submitted !== undefined} />
      <Section>
        <legend>{t('business.aboutTitle')}</legend>
        <FormTextField
          control={form.control}
          name="business_name"
          label={t('business.name')}
          autoComplete="organization"
        />
        <FormCatalogSelect
          control={form.control}
          name="business_type_id"
          label={t('business.type')}
          items={catalogs.businessTypes}
        />
        <FormCatalogSelect
          control={form.control}
          name="employee_number_id"
          label={t('business.employees')}
          items={catalogs.employeeNumbers}
        />
        <FormCatalogSelect
          control={form.control}
          name="weekly_income_id"
          label={t('business.income')}
          items={catalogs.weeklyIncomes}
        />
        <FormCatalogMultiSelect
          control={form.control}
          name="improvement_ids"
          label={t('business.improvements')}
          hint={t('business.improvementsHint')}
          items={catalogs.improvements}
          max={MAX_IMPROVEMENTS}
        />
        <TextField
          name="founded_year"
          label={t('business.foundedYear')}
          hint={t('common.optional')}
          inputMode="numeric"
          maxLength={4}
          value={values.founded_year}
          onChange={(event) => {
            form.setValue('founded_year', event.target.value.replace(/\D/g, ''), { shouldDirty: true });
            form.clearErrors('founded_year');
          }}
          error={errors.founded_year?.message}
        />
      </Section>
      <AddressFields
        value={values.address}
        onChange={setAddress}
        countries={catalogs.countries}
        catalogs={address}
        errors={addressErrors}
        onLocate={setFocus}
      />
      <AddressMap
        country={values.address.country}
        center={center}
        pin={pin}
        onPinChange={(position) => setAddress({ ...form.getValues('address'), ...position })}
        onPlace={choosePlace}
        points={points}
        error={addressErrors.lat ?? addressErrors.lng}
      />
      <FormMessage message={form.formMessage} />
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
          form.formRef.current?.querySelector<HTMLElement>('input[autocomplete="address-line1"]')?.focus();
        }}
        onContinue={() => void save()}
      />
      {leaveGuard}
    </form>
  );
}
