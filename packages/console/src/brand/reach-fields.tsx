import { useGetAllCountriesQuery } from '@aula/api-client/catalogs';
import { FormCheckboxGroup, FormSelectField } from '@aula/ui-kit/forms/form-fields';
import { type Control, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { hourLabel } from '../messages/hour-label';
import type { BrandFormValues } from './brand-form-values';
import { Group, GroupHint } from './brand-layout';

type FormControl = Control<BrandFormValues, unknown, unknown>;

/**
 * The countries the ally's site is offered in, out of the platform's, and the one it opens on. A
 * country left out is no longer offered once published: its site stops answering, its learners stay.
 */
export function CountriesFields({ control }: { control: FormControl }) {
  const { t } = useTranslation('console', { keyPrefix: 'brand.countries' });
  const platform = useGetAllCountriesQuery();
  const chosen = useWatch({ control, name: 'countries' }) ?? [];
  const nameOf = (code: string) => platform.data?.find((country) => country.code === code)?.name ?? code.toUpperCase();
  // Until the platform's list comes (or offline), the ally's own countries by their codes.
  const codes = platform.data?.map((country) => country.code) ?? chosen;
  const choices = [...codes, ...chosen.filter((code) => !codes.includes(code))].map((code) => ({
    value: code,
    label: nameOf(code),
  }));
  return (
    <Group>
      <legend>{t('title')}</legend>
      <GroupHint>{t('hint')}</GroupHint>
      <FormCheckboxGroup control={control} name="countries" label={t('offered')} options={choices} />
      <FormSelectField<BrandFormValues>
        control={control}
        name="default_country"
        label={t('default')}
        hint={t('defaultHint')}
        options={[{ value: '', label: t('choose') }, ...chosen.map((code) => ({ value: code, label: nameOf(code) }))]}
      />
    </Group>
  );
}

const HOURS = Array.from({ length: 24 }, (_, hour) => ({ value: hour, label: hourLabel(hour) }));

/** When the reminders of a kind the team has not set an hour for go out ("Mensajes" sets each kind's). */
export function RemindersFields({ control }: { control: FormControl }) {
  const { t } = useTranslation('console', { keyPrefix: 'brand.reminders' });
  return (
    <Group>
      <legend>{t('title')}</legend>
      <FormSelectField<BrandFormValues>
        control={control}
        name="reminders_hour"
        label={t('hour')}
        hint={t('hourHint')}
        options={HOURS}
      />
    </Group>
  );
}
