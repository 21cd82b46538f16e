import { Button } from '@aula/ui-kit/button';
import { FormEmailField, FormTextField } from '@aula/ui-kit/forms/form-fields';
import { FormMessage } from '@aula/ui-kit/forms/form-message';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { DemoIdentity, FacebookAccount } from '../facebook/facebook-login';
import { useFacebookLogin } from '../facebook/use-facebook-login';

const Note = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const FacebookButton = styled(Button)`
  /* Facebook's own blue is its brand mark; the button keeps the ally's shape and focus ring. */
  svg {
    flex: none;
  }
`;

function FacebookMark() {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="22" height="22">
      <circle cx="12" cy="12" r="11" fill="currentColor" opacity="0.2" />
      <path
        fill="currentColor"
        d="M13.4 20v-6.5h2.2l.3-2.6h-2.5V9.3c0-.7.2-1.3 1.3-1.3H16V5.7c-.2 0-1-.1-1.9-.1-1.9 0-3.2 1.2-3.2 3.3v1.9H8.8v2.6h2.1V20h2.5z"
      />
    </svg>
  );
}

/**
 * The first step of registering with Facebook. With the ally's app the real Facebook dialog
 * opens; offline, the demo asks for the name and email the stand-in token carries.
 */
export function FacebookConnect({ onConnected }: { onConnected: (account: FacebookAccount) => void }) {
  const { t, i18n } = useTranslation('auth');
  const facebook = useFacebookLogin(i18n.language);
  // No contract here: Facebook (or, offline, the demo's stand-in) is the one to accept the identity.
  const { control, handleSubmit, formState } = useForm<DemoIdentity>({ defaultValues: { name: '', email: '' } });
  const [problem, setProblem] = useState<string>();

  const onSubmit = handleSubmit(async (demo) => {
    setProblem(undefined);
    try {
      const account = await facebook.login(facebook.offline ? demo : undefined);
      if (account) onConnected(account);
      else setProblem(facebook.offline ? 'errors.facebookDemo' : 'errors.facebookCancelled');
    } catch {
      setProblem('errors.facebookUnavailable');
    }
  });

  return (
    <form noValidate onSubmit={onSubmit}>
      <Note>{t(facebook.offline ? 'register.facebookOffline' : 'register.facebookIntro')}</Note>
      <FormMessage message={problem && t(problem)} />
      {facebook.offline && (
        <>
          <FormTextField control={control} name="name" label={t('fields.facebookName')} autoComplete="name" />
          <FormEmailField control={control} name="email" label={t('fields.facebookEmail')} />
        </>
      )}
      <FacebookButton type="submit" block variant="secondary" loading={formState.isSubmitting}>
        {!formState.isSubmitting && <FacebookMark />}
        {t('register.facebookButton')}
      </FacebookButton>
    </form>
  );
}
