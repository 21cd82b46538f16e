import { allyPath } from '@aula/contracts/site-paths';
import { useAllySite } from '@aula/ui-kit/ally-site';
import { Button } from '@aula/ui-kit/button';
import { FormEmailField, FormPasswordField } from '@aula/ui-kit/forms/form-fields';
import { FormMessage } from '@aula/ui-kit/forms/form-message';
import { FormName, submissionOf, usePostedAnswer } from '@aula/ui-kit/forms/page-form';
import { Link } from '@aula/ui-kit/link';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormLinks } from '../shared/form-links';
import { useAfterSignIn } from '../shared/safe-redirect';
import { useAuthForm } from '../shared/use-auth-form';
import { emailCredentials } from './credentials';
import { type EmailSubmission, SIGN_IN_FORMS } from './sign-in-submission';
import { signInCodes, useSignIn } from './use-sign-in';

/** Email and password, one tab away from the phone. */
export function EmailSignIn() {
  const { t } = useTranslation('auth');
  const site = useAllySite();
  const navigate = useNavigate();
  const { target } = useAfterSignIn();
  const { signIn, loading } = useSignIn(site.country);
  const submitted = submissionOf<EmailSubmission['values']>(usePostedAnswer(), SIGN_IN_FORMS.email);
  const form = useAuthForm(emailCredentials, {
    defaultValues: { email: '', password: '' },
    codes: signInCodes,
    ...(submitted && { submitted }),
  });

  const onSubmit = form.submitWith(async (credentials) => {
    if (await signIn(credentials, form.showRefusal)) navigate(target, { replace: true });
  });

  return (
    <form ref={form.formRef} method="post" noValidate onSubmit={onSubmit}>
      <FormName name={SIGN_IN_FORMS.email} />
      <FormMessage message={form.formMessage} />
      <FormEmailField control={form.control} name="email" label={t('fields.email')} autoComplete="username" />
      <FormPasswordField
        control={form.control}
        name="password"
        label={t('fields.password')}
        autoComplete="current-password"
      />
      <Button type="submit" block loading={loading}>
        {t('signIn.submit')}
      </Button>
      <FormLinks>
        <Link to={allyPath(site, 'forgotPassword')}>{t('signIn.forgotPassword')}</Link>
      </FormLinks>
    </form>
  );
}
