import { useGetCountriesQuery } from '@aula/api-client/catalogs';
import { useCreateAllyMutation } from '@aula/api-client/console-allies';
import { refusalOf } from '@aula/api-client/errors';
import { ALLY_CODE_TAKEN, newAllyRequest } from '@aula/contracts/console-allies';
import { EMAIL_TAKEN } from '@aula/contracts/console-team';
import { allyRoot } from '@aula/contracts/site-paths';
import { Button } from '@aula/ui-kit/button';
import { FormCheckboxGroup, FormEmailField, FormTextField } from '@aula/ui-kit/forms/form-fields';
import { FormMessage } from '@aula/ui-kit/forms/form-message';
import { useContractForm } from '@aula/ui-kit/forms/use-contract-form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  max-width: 32rem;
`;

const Created = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.success};
  font-weight: 700;
  overflow-wrap: anywhere;
`;

const newAlly = newAllyRequest.omit({ url_base: true });

/** Staff create an ally: its code, name, countries and first admin, who is invited by email. */
export function NewAllyForm() {
  const { t } = useTranslation('console', { keyPrefix: 'allies.create' });
  const [create, { isLoading }] = useCreateAllyMutation();
  const countries = useGetCountriesQuery();
  const [created, setCreated] = useState<{ name: string; site: string; email: string }>();
  const form = useContractForm(newAlly, {
    defaultValues: { code: '', name: '', countries: [] as string[], admin_email: '' },
    messages: {
      code: { invalid: 'console:allies.create.codeFormat' },
      countries: {
        required: 'console:allies.create.countriesRequired',
        invalid: 'console:allies.create.countriesRequired',
      },
    },
    codes: {
      [ALLY_CODE_TAKEN]: { field: 'code', key: 'console:allies.create.codeTaken' },
      [EMAIL_TAKEN]: { field: 'admin_email', key: 'console:allies.create.emailTaken' },
    },
  });
  const onSubmit = form.submitWith(async (values) => {
    setCreated(undefined);
    const result = await create(values);
    if ('error' in result) return form.showRefusal(refusalOf(result.error));
    const { ally, invitation } = result.data;
    const site = allyRoot({ country: ally.countries[0] ?? '', allyCode: ally.code });
    setCreated({ name: ally.name, site, email: invitation.email });
    form.reset();
  });
  const options = (countries.data ?? []).map((country) => ({ value: country.code, label: country.name }));
  return (
    <Form ref={form.formRef} noValidate onSubmit={onSubmit}>
      <FormMessage message={form.formMessage} />
      <FormTextField control={form.control} name="code" label={t('code')} hint={t('codeHint')} autoComplete="off" />
      <FormTextField control={form.control} name="name" label={t('name')} autoComplete="off" />
      <FormCheckboxGroup
        control={form.control}
        name="countries"
        label={t('countries')}
        hint={t('countriesHint')}
        options={options}
      />
      <FormEmailField control={form.control} name="admin_email" label={t('adminEmail')} autoComplete="off" />
      <div>
        <Button type="submit" loading={isLoading}>
          {t('submit')}
        </Button>
      </div>
      <div role="status">{created && <Created>{t('created', created)}</Created>}</div>
    </Form>
  );
}
