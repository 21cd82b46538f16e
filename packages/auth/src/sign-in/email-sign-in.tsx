import { allyPath } from '@aula/contracts/site-paths';
import { useAllySite } from '@aula/ui-kit/ally-site';
import { Button } from '@aula/ui-kit/button';
import { Link } from '@aula/ui-kit/link';
import { PasswordField } from '@aula/ui-kit/password-field';
import { TextField } from '@aula/ui-kit/text-field';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormLinks } from '../shared/form-links';
import { FormMessage } from '../shared/form-message';
import { useAfterSignIn } from '../shared/safe-redirect';
import { useFocusFirstError } from '../shared/use-focus-first-error';
import { useSignIn } from './use-sign-in';

/** Email and password, one tab away from the phone. */
export function EmailSignIn() {
  const { t } = useTranslation('auth');
  const site = useAllySite();
  const navigate = useNavigate();
  const { target } = useAfterSignIn();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const { signIn, problem, loading } = useSignIn(site.country);
  const form = useRef<HTMLFormElement>(null);
  useFocusFirstError(form, problem);
  const errorOf = (field: 'email' | 'password') => {
    const key = problem.fieldErrors[field];
    return key ? t(key) : undefined;
  };

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (await signIn({ email: email.trim(), password })) navigate(target, { replace: true });
  }

  return (
    <form ref={form} noValidate onSubmit={onSubmit}>
      <FormMessage problem={problem} />
      <TextField
        label={t('fields.email')}
        name="email"
        type="email"
        inputMode="email"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        value={email}
        error={errorOf('email')}
        onChange={(event) => setEmail(event.target.value)}
      />
      <PasswordField
        label={t('fields.password')}
        name="password"
        autoComplete="current-password"
        value={password}
        error={errorOf('password')}
        onChange={(event) => setPassword(event.target.value)}
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
