import { refusalOf } from '@aula/api-client/errors';
import { useUpdatePersonalDataMutation } from '@aula/api-client/profile';
import type { CatalogItem } from '@aula/contracts/catalogs';
import type { PersonalData } from '@aula/contracts/profile';
import { useAlerts } from '@aula/ui-kit/alert-provider';
import { Button } from '@aula/ui-kit/button';
import { FormEmailField, FormTextField } from '@aula/ui-kit/forms/form-fields';
import { FormMessage } from '@aula/ui-kit/forms/form-message';
import { FormName, submissionOf, usePostedAnswer } from '@aula/ui-kit/forms/page-form';
import { useContractForm } from '@aula/ui-kit/forms/use-contract-form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import styled from 'styled-components';
import { FormCatalogSelect, FormRadioGroup } from '../forms/form-controls';
import { Actions, EvenRow } from '../forms/form-layout';
import { ReadOnlyValue } from '../forms/read-only-value';
import { useLeaveGuard } from '../forms/use-leave-guard';
import { CurrentSecretField, useCurrentSecretKind } from './current-secret-field';
import {
  asksSecret,
  changesOf,
  GENDERS,
  PERSONAL_FORM,
  type PersonalContext,
  type PersonalSubmission,
  type PersonalValues,
  personalMessages,
  personalRequest,
  requestOf,
  SAVED_PARAM,
  valuesOf,
} from './personal-values';

const SavedNote = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-left: 4px solid ${({ theme }) => theme.colors.success};
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.md};
`;

export interface PersonalFormProps {
  data: PersonalData;
  educationLevels: readonly CatalogItem[];
}

export function PersonalForm({ data, educationLevels }: PersonalFormProps) {
  const { t } = useTranslation('profile');
  const alerts = useAlerts();
  const [saved, setSaved] = useState(() => valuesOf(data));
  const submitted = submissionOf<PersonalValues>(usePostedAnswer(), PERSONAL_FORM) as PersonalSubmission | undefined;
  const secret = useCurrentSecretKind(submitted?.secret);
  const context: PersonalContext = { saved, secret };
  const [searchParams] = useSearchParams();
  const form = useContractForm(personalRequest(context), {
    defaultValues: saved,
    messages: personalMessages,
    codes: { email_taken: { field: 'email', key: 'profile:errors.emailTaken' } },
    ...(submitted && { submitted }),
  });
  const [update, { isLoading }] = useUpdatePersonalDataMutation();
  const values = form.watch();
  const leaveGuard = useLeaveGuard(Object.keys(changesOf(values, saved)).length > 0);
  const secretKind = asksSecret(values, context) ? secret : undefined;

  const save = form.submitWith(async () => {
    const request = requestOf(form.getValues(), context);
    if (Object.keys(request).length === 0) return alerts.show({ tone: 'success', message: t('common.saved') });
    const result = await update(request);
    if ('error' in result && result.error) return form.showRefusal(refusalOf(result.error));
    const next = valuesOf(result.data);
    setSaved(next);
    form.reset(next);
    alerts.show({ tone: 'success', message: t('common.saved') });
  });

  return (
    <form ref={form.formRef} method="post" noValidate onSubmit={save}>
      <FormName name={PERSONAL_FORM} />
      {/* Saved by a post to the server (the app had not started): said where the form is. */}
      {searchParams.has(SAVED_PARAM) && !submitted && (
        <SavedNote role="status" data-without-app="">
          {t('common.saved')}
        </SavedNote>
      )}
      <EvenRow>
        <FormTextField
          control={form.control}
          name="first_name"
          label={t('personal.firstName')}
          autoComplete="given-name"
        />
        <FormTextField
          control={form.control}
          name="last_name"
          label={t('personal.lastName')}
          autoComplete="family-name"
        />
      </EvenRow>
      <FormEmailField control={form.control} name="email" label={t('personal.email')} />
      {secretKind && <CurrentSecretField kind={secretKind} control={form.control} />}
      <ReadOnlyValue
        label={t('personal.phone')}
        value={data.phone_number ?? t('personal.noPhone')}
        hint={t('personal.phoneHint')}
      />
      <FormTextField
        control={form.control}
        name="birth_date"
        label={t('personal.birthDate')}
        type="date"
        autoComplete="bday"
        min="1900-01-01"
        max={new Date().toISOString().slice(0, 10)}
      />
      <FormRadioGroup
        control={form.control}
        name="gender"
        legend={t('personal.gender')}
        options={GENDERS.map((gender) => ({ value: gender, label: t(`personal.genders.${gender}`) }))}
      />
      <FormCatalogSelect
        control={form.control}
        name="education_level_id"
        label={t('personal.educationLevel')}
        items={educationLevels}
      />
      <FormMessage message={form.formMessage} />
      <Actions>
        <Button type="submit" loading={isLoading}>
          {t('common.save')}
        </Button>
      </Actions>
      {leaveGuard}
    </form>
  );
}
