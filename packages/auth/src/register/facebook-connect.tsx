import { Button } from '@aula/ui-kit/button';
import { TextField } from '@aula/ui-kit/text-field';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { FacebookAccount } from '../facebook/facebook-login';
import { useFacebookLogin } from '../facebook/use-facebook-login';
import { FormMessage } from '../shared/form-message';
import { type FormProblem, noProblem } from '../shared/form-problems';

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
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<FormProblem>(noProblem);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setProblem(noProblem);
    setBusy(true);
    try {
      const account = await facebook.login(facebook.offline ? { name, email } : undefined);
      if (account) onConnected(account);
      else
        setProblem({
          formError: facebook.offline ? 'errors.facebookDemo' : 'errors.facebookCancelled',
          fieldErrors: {},
        });
    } catch {
      setProblem({ formError: 'errors.facebookUnavailable', fieldErrors: {} });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form noValidate onSubmit={onSubmit}>
      <Note>{t(facebook.offline ? 'register.facebookOffline' : 'register.facebookIntro')}</Note>
      <FormMessage problem={problem} />
      {facebook.offline && (
        <>
          <TextField
            label={t('fields.facebookName')}
            autoComplete="name"
            value={name}
            onChange={(event) => setName(event.target.value)}
          />
          <TextField
            label={t('fields.facebookEmail')}
            type="email"
            inputMode="email"
            autoComplete="email"
            autoCapitalize="none"
            spellCheck={false}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        </>
      )}
      <FacebookButton type="submit" block variant="secondary" loading={busy}>
        {!busy && <FacebookMark />}
        {t('register.facebookButton')}
      </FacebookButton>
    </form>
  );
}
