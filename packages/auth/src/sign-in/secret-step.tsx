import { allyPath } from '@aula/contracts/site-paths';
import { useAllySite } from '@aula/ui-kit/ally-site';
import { Button } from '@aula/ui-kit/button';
import type { PhoneValue } from '@aula/ui-kit/dial-codes';
import { FormPasswordField } from '@aula/ui-kit/forms/form-fields';
import { FormMessage } from '@aula/ui-kit/forms/form-message';
import { Link } from '@aula/ui-kit/link';
import { Tabs } from '@aula/ui-kit/tabs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormLinks } from '../shared/form-links';
import { useAfterSignIn } from '../shared/safe-redirect';
import { useAuthForm } from '../shared/use-auth-form';
import { useFocusOnMount } from '../shared/use-focus-on-mount';
import { phoneCredentials, type SecretMode, type SecretValues } from './credentials';
import { PhoneSummary } from './phone-summary';
import { signInCodes, useSignIn } from './use-sign-in';

export interface SecretStepProps {
  phone: PhoneValue;
  /** The secrets the account has, the one to offer first first (`secretModesOf`). */
  modes: SecretMode[];
  onChangeNumber: () => void;
}

/**
 * A known number: its password or its PIN (the spec's phone + password and phone + PIN modes),
 * offering only the ones its account has: a learner who registered with a PIN is asked for it.
 */
export function SecretStep({ phone, modes, onChangeNumber }: SecretStepProps) {
  const { t } = useTranslation('auth');
  const site = useAllySite();
  const navigate = useNavigate();
  const { target } = useAfterSignIn();
  const [mode, setMode] = useState<SecretMode>(modes[0] ?? 'password');
  const { signIn, loading } = useSignIn(site.country);
  const form = useAuthForm(phoneCredentials(phone, mode), {
    defaultValues: { password: '', login_pin: '' } satisfies SecretValues,
    codes: signInCodes,
  });
  const summary = useFocusOnMount<HTMLParagraphElement>();

  const onSubmit = form.submitWith(async (credentials) => {
    if (await signIn(credentials, form.showRefusal)) navigate(target, { replace: true });
  });

  const recovery =
    mode === 'pin' ? (
      <Link to={allyPath(site, 'resetPin')} state={{ phone }}>
        {t('signIn.forgotPin')}
      </Link>
    ) : (
      <Link to={allyPath(site, 'forgotPassword')} state={{ phone }}>
        {t('signIn.forgotPassword')}
      </Link>
    );

  const form_ = (
    <form ref={form.formRef} noValidate onSubmit={onSubmit}>
      <FormMessage message={form.formMessage} />
      {mode === 'pin' ? (
        <FormPasswordField
          control={form.control}
          name="login_pin"
          label={t('fields.pin')}
          secret="pin"
          hint={t('fields.pinHint')}
          inputMode="numeric"
          autoComplete="off"
          maxLength={6}
        />
      ) : (
        <FormPasswordField
          control={form.control}
          name="password"
          label={t('fields.password')}
          autoComplete="current-password"
        />
      )}
      <Button type="submit" block loading={loading}>
        {t('signIn.submit')}
      </Button>
      <FormLinks>{recovery}</FormLinks>
    </form>
  );

  const labels: Record<SecretMode, string> = { password: t('signIn.withPassword'), pin: t('signIn.withPin') };
  return (
    <>
      <PhoneSummary phone={phone} onChangeNumber={onChangeNumber} focusRef={summary} />
      {modes.length > 1 ? (
        <Tabs
          label={t('signIn.secretModes')}
          selectedId={mode}
          onSelect={(id) => {
            setMode(id as SecretMode);
            form.clearErrors();
          }}
          tabs={modes.map((id) => ({ id, label: labels[id], panel: form_ }))}
        />
      ) : (
        form_
      )}
    </>
  );
}
