import { SIGN_OUT_ON_ARRIVAL } from '@aula/api-client/account';
import { useAppSelector } from '@aula/api-client/hooks';
import { selectIsSignedIn } from '@aula/api-client/session';
import {
  type AllyRoute,
  type AllySite,
  allyPath,
  allyRoot,
  isUnderRoute,
  matchAllyRoute,
} from '@aula/contracts/site-paths';
import { ICON_SIZE, LogIn } from '@aula/ui-kit/icons';
import { ButtonLink } from '@aula/ui-kit/link';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import styled from 'styled-components';
import { SignOutButton } from './sign-out-button';
import { useSigningOut } from './sign-out-on-arrival';

/** The account screens: on them a "sign in" button in the header would point where the visitor already is. */
const ACCOUNT_ROUTES = new Set<AllyRoute>([
  'login',
  'register',
  'verifyPhone',
  'forgotPassword',
  'resetPassword',
  'resetPin',
]);

// One line beside the logo down to 320 px: narrower padding on the narrowest phones.
const SignInLink = styled(ButtonLink)`
  white-space: nowrap;

  @media (max-width: 22.5rem) {
    padding-inline: ${({ theme }) => theme.space.sm};
  }
`;

/** The header's account action: sign in when anonymous, sign out (asked, then back to the landing) when not. */
export function SessionActions({ site }: { site: AllySite }) {
  const { t } = useTranslation('shell');
  const signedIn = useAppSelector(selectIsSignedIn);
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const signingOut = useSigningOut();
  const landing = allyRoot(site);

  if (!signedIn) {
    const rest = pathname.slice(landing.length).replace(/^\//, '');
    const here = matchAllyRoute(rest);
    if (here && ACCOUNT_ROUTES.has(here.route)) return null;
    // On a learner screen's preview (a shared lesson's link), signing in comes back to it.
    const back = isUnderRoute(rest, 'seccion') ? { redirect: `${pathname}${search}` } : undefined;
    return (
      <SignInLink to={allyPath(site, 'login', {}, back)} $variant="ghost">
        <LogIn size={ICON_SIZE.md} />
        {t('account.signIn')}
      </SignInLink>
    );
  }
  return <SignOutButton signingOut={signingOut} onSignOut={() => navigate(landing, { state: SIGN_OUT_ON_ARRIVAL })} />;
}
