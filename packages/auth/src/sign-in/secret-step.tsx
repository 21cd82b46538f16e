import { allyPath } from '@aula/contracts/site-paths';
import { useAllySite } from '@aula/ui-kit/ally-site';
import { Button } from '@aula/ui-kit/button';
import { type PhoneValue, toInternationalNumber } from '@aula/ui-kit/dial-codes';
import { Link } from '@aula/ui-kit/link';
import { PasswordField } from '@aula/ui-kit/password-field';
import { Tabs } from '@aula/ui-kit/tabs';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormLinks } from '../shared/form-links';
import { FormMessage } from '../shared/form-message';
import { noProblem } from '../shared/form-problems';
import { useAfterSignIn } from '../shared/safe-redirect';
import { useFocusFirstError } from '../shared/use-focus-first-error';
import { useFocusOnMount } from '../shared/use-focus-on-mount';
import type { SecretMode } from './credentials';
import { PhoneSummary } from './phone-summary';
import { useSignIn } from './use-sign-in';

export interface SecretStepProps {
  phone: PhoneValue;
  onChangeNumber: () => void;
}

/** A known number: its password or its PIN (the spec's phone + password and phone + PIN modes). */
export function SecretStep({ phone, onChangeNumber }: SecretStepProps) {
  const { t } = useTranslation('auth');
  const site = useAllySite();
  const navigate = useNavigate();
  const { target } = useAfterSignIn();
  const [mode, setMode] = useState<SecretMode>('password');
  const [password, setPassword] = useState('');
  const [pin, setPin] = useState('');
  const { signIn, problem, setProblem, loading } = useSignIn(site.country);
  const form = useRef<HTMLFormElement>(null);
  const summary = useFocusOnMount<HTMLParagraphElement>();
  useFocusFirstError(form, problem);
  const errorOf = (field: 'password' | 'pin') => {
    const key = problem.fieldErrors[field];
    return key ? t(key) : undefined;
  };

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const phone_number = toInternationalNumber(phone);
    const credentials = mode === 'pin' ? { phone_number, login_pin: pin.trim() } : { phone_number, password };
    if (await signIn(credentials)) navigate(target, { replace: true });
  }

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
    <form ref={form} noValidate onSubmit={onSubmit}>
      <FormMessage problem={problem} />
      {mode === 'pin' ? (
        <PasswordField
          label={t('fields.pin')}
          name="pin"
          secret="pin"
          hint={t('fields.pinHint')}
          inputMode="numeric"
          autoComplete="off"
          maxLength={6}
          value={pin}
          error={errorOf('pin')}
          onChange={(event) => setPin(event.target.value)}
        />
      ) : (
        <PasswordField
          label={t('fields.password')}
          name="password"
          autoComplete="current-password"
          value={password}
          error={errorOf('password')}
          onChange={(event) => setPassword(event.target.value)}
        />
      )}
      <Button type="submit" block loading={loading}>
        {t('signIn.submit')}
      </Button>
      <FormLinks>{recovery}</FormLinks>
    </form>
  );

  return (
    <>
      <PhoneSummary phone={phone} onChangeNumber={onChangeNumber} focusRef={summary} />
      <Tabs
        label={t('signIn.secretModes')}
        selectedId={mode}
        onSelect={(id) => {
          setMode(id as SecretMode);
          setProblem(noProblem);
        }}
        tabs={[
          { id: 'password', label: t('signIn.withPassword'), panel: form_ },
          { id: 'pin', label: t('signIn.withPin'), panel: form_ },
        ]}
      />
    </>
  );
}
