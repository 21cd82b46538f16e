import { useUpdatePersonalDataMutation } from '@aula/api-client/profile';
import type { CatalogItem } from '@aula/contracts/catalogs';
import type { PersonalData } from '@aula/contracts/profile';
import { useAlerts } from '@aula/ui-kit/alert-provider';
import { Button } from '@aula/ui-kit/button';
import { TextField } from '@aula/ui-kit/text-field';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CatalogSelect } from '../forms/catalog-select';
import { type FieldErrors, type FieldMessage, problemOfServerError } from '../forms/field-errors';
import { Actions, EvenRow, FormError } from '../forms/form-layout';
import { RadioGroup } from '../forms/radio-group';
import { ReadOnlyValue } from '../forms/read-only-value';
import { useFocusFirstError } from '../forms/use-focus-first-error';
import { useLeaveGuard } from '../forms/use-leave-guard';
import { CurrentSecretField, useCurrentSecretKind } from './current-secret-field';
import {
  fieldOf,
  GENDERS,
  type PersonalField,
  type PersonalValues,
  patchOf,
  validatePersonal,
  valuesOf,
} from './personal-values';

export interface PersonalFormProps {
  data: PersonalData;
  educationLevels: readonly CatalogItem[];
}

export function PersonalForm({ data, educationLevels }: PersonalFormProps) {
  const { t } = useTranslation('profile');
  const alerts = useAlerts();
  const [saved, setSaved] = useState(() => valuesOf(data));
  const [values, setValues] = useState(saved);
  const [errors, setErrors] = useState<FieldErrors<PersonalField | 'current_secret'>>({});
  const [currentSecret, setCurrentSecret] = useState('');
  const secretKind = useCurrentSecretKind();
  const [formError, setFormError] = useState('');
  const [update, { isLoading }] = useUpdatePersonalDataMutation();
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstError(formRef, errors);
  const patch = patchOf(values, saved);
  const leaveGuard = useLeaveGuard(Object.keys(patch).length > 0);
  const asksSecret = patch.email !== undefined && secretKind !== undefined;

  const set = <K extends PersonalField>(field: K, value: PersonalValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _fixed, ...rest }) => rest as FieldErrors<PersonalField | 'current_secret'>);
  };
  const say = (message: FieldMessage | undefined) => (message ? t(`errors.${message.key}`, message.values) : undefined);
  const text = (field: 'first_name' | 'last_name' | 'email') => ({
    value: values[field],
    onChange: (event: { target: { value: string } }) => set(field, event.target.value),
    error: say(errors[field]),
  });

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setFormError('');
    const found: FieldErrors<PersonalField | 'current_secret'> = validatePersonal(values);
    if (asksSecret && !currentSecret.trim()) found.current_secret = { key: 'required' };
    else if (asksSecret && secretKind === 'pin' && !/^\d{4,6}$/.test(currentSecret.trim())) {
      found.current_secret = { key: 'pinFormat' };
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return setFormError(t('common.checkFields'));
    if (Object.keys(patch).length === 0) return alerts.show({ tone: 'success', message: t('common.saved') });
    const secret = secretKind === 'pin' ? { current_pin: currentSecret.trim() } : { current_password: currentSecret };
    const result = await update(asksSecret ? { ...patch, ...secret } : patch);
    if ('error' in result && result.error) {
      const problem = problemOfServerError(result.error, (wire) =>
        wire.startsWith('current_') ? 'current_secret' : fieldOf(wire),
      );
      setErrors(problem.fields);
      const message = problem.waitMinutes
        ? t('errors.rateLimited', { minutes: problem.waitMinutes })
        : t(problem.unexpected ? 'common.saveFailed' : 'common.checkFields');
      setFormError(message);
      alerts.show({ tone: 'error', message });
      return;
    }
    const next = valuesOf(result.data);
    setSaved(next);
    setValues(next);
    setCurrentSecret('');
    alerts.show({ tone: 'success', message: t('common.saved') });
  }

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit}>
      <EvenRow>
        <TextField label={t('personal.firstName')} autoComplete="given-name" {...text('first_name')} />
        <TextField label={t('personal.lastName')} autoComplete="family-name" {...text('last_name')} />
      </EvenRow>
      <TextField label={t('personal.email')} type="email" autoComplete="email" inputMode="email" {...text('email')} />
      {asksSecret && secretKind && (
        <CurrentSecretField
          kind={secretKind}
          value={currentSecret}
          onChange={(value) => {
            setCurrentSecret(value);
            setErrors(({ current_secret: _fixed, ...rest }) => rest);
          }}
          error={say(errors.current_secret)}
        />
      )}
      <ReadOnlyValue
        label={t('personal.phone')}
        value={data.phone_number ?? t('personal.noPhone')}
        hint={t('personal.phoneHint')}
      />
      <TextField
        label={t('personal.birthDate')}
        type="date"
        autoComplete="bday"
        min="1900-01-01"
        max={new Date().toISOString().slice(0, 10)}
        value={values.birth_date}
        onChange={(event) => set('birth_date', event.target.value)}
        error={say(errors.birth_date)}
      />
      <RadioGroup
        legend={t('personal.gender')}
        name="gender"
        options={GENDERS.map((gender) => ({ value: gender, label: t(`personal.genders.${gender}`) }))}
        value={values.gender}
        onChange={(gender) => set('gender', gender)}
      />
      <CatalogSelect
        label={t('personal.educationLevel')}
        items={educationLevels}
        value={values.education_level_id}
        onChange={(id) => set('education_level_id', id)}
        error={say(errors.education_level_id)}
      />
      <FormError role="alert">{formError}</FormError>
      <Actions>
        <Button type="submit" loading={isLoading}>
          {t('common.save')}
        </Button>
      </Actions>
      {leaveGuard}
    </form>
  );
}
