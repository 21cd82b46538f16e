import { allyPath } from '@aula/contracts/site-paths';
import { useAllySite } from '@aula/ui-kit/ally-site';
import { Button } from '@aula/ui-kit/button';
import type { PhoneValue } from '@aula/ui-kit/dial-codes';
import { FormPasswordField } from '@aula/ui-kit/forms/form-fields';
import { FormMessage } from '@aula/ui-kit/forms/form-message';
import { dialCodeFieldOf, FormName } from '@aula/ui-kit/forms/page-form';
import { Link } from '@aula/ui-kit/link';
import { Tabs } from '@aula/ui-kit/tabs';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CHANNEL_PARAM, CHANNEL_WORDS, phoneQuery } from '../recovery/recovery-query';
import { FormLinks } from '../shared/form-links';
import { useAfterSignIn } from '../shared/safe-redirect';
import { useAuthForm } from '../shared/use-auth-form';
import { useFocusOnMount } from '../shared/use-focus-on-mount';
import { phoneCredentials, type SecretMode, type SecretValues } from './credentials';
import { PhoneSummary } from './phone-summary';
import { CHOSEN_MODE_FIELD, type SecretSubmission, SIGN_IN_FORMS } from './sign-in-submission';
import { signInCodes, useSignIn } from './use-sign-in';

export interface SecretStepProps {
  phone: PhoneValue;
  /** The secrets the account has, the one to offer first first (`secretModesOf`). */
  modes: SecretMode[];
  onChangeNumber: () => void;
  /** This step as the server answered its post (the app had not started). */
  submitted?: SecretSubmission | undefined;
}

/**
 * A known number: its password or its PIN (the spec's phone + password and phone + PIN modes),
 * offering only the ones its account has: a learner who registered with a PIN is asked for it.
 */
export function SecretStep({ phone, modes, onChangeNumber, submitted }: SecretStepProps) {
  const { t } = useTranslation('auth');
  const site = useAllySite();
  const navigate = useNavigate();
  const { target } = useAfterSignIn();
  const [mode, setMode] = useState<SecretMode>(submitted?.mode ?? modes[0] ?? 'password');
  const { signIn, loading } = useSignIn(site.country);
  const form = useAuthForm(phoneCredentials(phone, mode), {
    defaultValues: { password: '', login_pin: '' } satisfies SecretValues,
    codes: signInCodes,
    ...(submitted && !submitted.shown && { submitted }),
  });
  const summary = useFocusOnMount<HTMLParagraphElement>();
  const formId = useId();

  const onSubmit = form.submitWith(async (credentials) => {
    if (await signIn(credentials, form.showRefusal)) navigate(target, { replace: true });
  });

  // The number goes in the address too: a tap before the app runs (this step drawn by the server
  // after its post) is a plain navigation, which carries no history state.
  const recovery =
    mode === 'pin' ? (
      <Link to={`${allyPath(site, 'resetPin')}?${new URLSearchParams(phoneQuery(phone))}`} state={{ phone }}>
        {t('signIn.forgotPin')}
      </Link>
    ) : (
      <Link
        to={`${allyPath(site, 'forgotPassword')}?${new URLSearchParams({ ...phoneQuery(phone), [CHANNEL_PARAM]: CHANNEL_WORDS.phone })}`}
        state={{ phone }}
      >
        {t('signIn.forgotPassword')}
      </Link>
    );

  const form_ = (
    <form id={formId} ref={form.formRef} method="post" noValidate onSubmit={onSubmit}>
      {/* The number and the secrets on offer go with the post, so the server can answer the step. */}
      <FormName name={SIGN_IN_FORMS.secret} />
      <input type="hidden" name="phone_number" value={phone.number} />
      <input type="hidden" name={dialCodeFieldOf('phone_number')} value={phone.country} />
      <input type="hidden" name="mode" value={mode} />
      {modes.map((offered) => (
        <input key={offered} type="hidden" name="modes" value={offered} />
      ))}
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
      <PhoneSummary phone={phone} onChangeNumber={onChangeNumber} focus={summary} />
      {modes.length > 1 ? (
        <Tabs
          label={t('signIn.secretModes')}
          selectedId={mode}
          onSelect={(id) => {
            setMode(id as SecretMode);
            form.clearErrors();
          }}
          tabs={modes.map((id) => ({
            id,
            label: labels[id],
            panel: form_,
            send: { form: formId, name: CHOSEN_MODE_FIELD, value: id },
          }))}
        />
      ) : (
        form_
      )}
    </>
  );
}
