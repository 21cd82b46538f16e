import { useAcceptInvitationMutation, useCheckInvitationQuery } from '@aula/api-client/console-team';
import { refusalOf } from '@aula/api-client/errors';
import { acceptInvitationRequest } from '@aula/contracts/console-team';
import { allyPath, allyRoot } from '@aula/contracts/site-paths';
import { useAllySite } from '@aula/ui-kit/ally-site';
import { Button } from '@aula/ui-kit/button';
import { FormPasswordField, FormTextField } from '@aula/ui-kit/forms/form-fields';
import { FormMessage } from '@aula/ui-kit/forms/form-message';
import { useContractForm } from '@aula/ui-kit/forms/use-contract-form';
import { ButtonLink } from '@aula/ui-kit/link';
import { LoadingState } from '@aula/ui-kit/loading-state';
import { usePageTitle } from '@aula/ui-kit/page-title';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import styled from 'styled-components';

const Screen = styled.main`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  max-width: 30rem;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.md};

  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }

  p {
    margin: 0;
  }
`;

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;

const details = acceptInvitationRequest.omit({ token: true });

function AcceptForm({ token, email }: { token: string; email: string }) {
  const { t } = useTranslation('console', { keyPrefix: 'team.accept' });
  const site = useAllySite();
  const navigate = useNavigate();
  const [accept, { isLoading }] = useAcceptInvitationMutation();
  const form = useContractForm(details, {
    defaultValues: { name: '', password: '' },
    codes: { invalid_invitation: 'console:team.accept.invalidText', email_taken: 'console:team.errors.emailTaken' },
  });
  const onSubmit = form.submitWith(async (values) => {
    const result = await accept({ token, ...values });
    if ('error' in result) return form.showRefusal(refusalOf(result.error));
    navigate(allyPath(site, 'console'), { replace: true });
  });
  return (
    <Form ref={form.formRef} noValidate onSubmit={onSubmit}>
      <FormMessage message={form.formMessage} />
      {/* The address the invitation is for, so a password manager files the new password under it. */}
      <input type="hidden" name="username" autoComplete="username" value={email} readOnly />
      <FormTextField control={form.control} name="name" label={t('name')} autoComplete="name" />
      <FormPasswordField
        control={form.control}
        name="password"
        label={t('password')}
        hint={t('passwordHint')}
        autoComplete="new-password"
      />
      <Button type="submit" block loading={isLoading}>
        {t('submit')}
      </Button>
    </Form>
  );
}

/** Where an invitation's link lands (`invitacion-equipo?token=`): the new member chooses a name and password. */
export function InvitationScreen() {
  const { t } = useTranslation('console', { keyPrefix: 'team' });
  const site = useAllySite();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { data, isLoading, isError } = useCheckInvitationQuery(token, { skip: token === '' });
  const title = data ? t('accept.title', { ally: data.ally_name }) : t('accept.invalidTitle');
  usePageTitle(isLoading ? undefined : title);
  if (isLoading) {
    return (
      <Screen>
        <LoadingState label={t('accept.checking')} />
      </Screen>
    );
  }
  if (isError || !data || token === '') {
    return (
      <Screen>
        <h1>{t('accept.invalidTitle')}</h1>
        <p>{t('accept.invalidText')}</p>
        <ButtonLink to={allyRoot(site)} $variant="secondary">
          {t('accept.backToSite')}
        </ButtonLink>
      </Screen>
    );
  }
  return (
    <Screen>
      <h1>{title}</h1>
      <p>{t('accept.intro', { email: data.email, role: t(`accept.roleWords.${data.role}`) })}</p>
      <AcceptForm token={token} email={data.email} />
    </Screen>
  );
}
