import { allyPath } from '@aula/contracts/site-paths';
import { useAllySite } from '@aula/ui-kit/ally-site';
import { Button } from '@aula/ui-kit/button';
import { ICON_SIZE, LogOut } from '@aula/ui-kit/icons';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

// The word stays on screen at every width (an icon alone read as nothing to a first-time
// learner); on the narrowest phones the padding gives way to it, so it stays on one line.
const SignOut = styled(Button)`
  white-space: nowrap;

  @media (max-width: 22.5rem) {
    padding-inline: ${({ theme }) => theme.space.sm};
  }
`;

const SignOutQuestion = lazy(() => import('./sign-out-question').then((m) => ({ default: m.SignOutQuestion })));

export interface SignOutButtonProps {
  /** The session is ending (the landing is on its way). */
  signingOut: boolean;
  onSignOut: () => void;
}

/**
 * The header's "Cerrar sesión": labelled, and asked once more before the session ends, since it
 * sits where a thumb lands and signing in again costs a learner their password or PIN.
 */
export function SignOutButton({ signingOut, onSignOut }: SignOutButtonProps) {
  const { t } = useTranslation('shell');
  const [asking, setAsking] = useState(false);
  const site = useAllySite();
  return (
    <>
      {/* Before the app runs (or without it) the button opens "¿Cerrar sesión?" as a page. */}
      <form method="get" action={allyPath(site, 'signOut')}>
        <SignOut
          type="submit"
          variant="ghost"
          loading={signingOut}
          onClick={(event) => {
            event.preventDefault();
            setAsking(true);
          }}
        >
          <LogOut size={ICON_SIZE.md} />
          {t('account.signOutLong')}
        </SignOut>
      </form>
      {asking && (
        <Suspense fallback={null}>
          <SignOutQuestion
            onConfirm={() => {
              setAsking(false);
              onSignOut();
            }}
            onCancel={() => setAsking(false)}
          />
        </Suspense>
      )}
    </>
  );
}
