import { useAppSelector } from '@aula/api-client/hooks';
import { selectSessionUser, selectSignedInAt } from '@aula/api-client/session';
import { TEAM_ROLES } from '@aula/contracts/constants';
import { allyPath } from '@aula/contracts/site-paths';
import { useAllySite } from '@aula/ui-kit/ally-site';
import { Navigate, Outlet, useLocation } from 'react-router';
import { SavedOfflineProvider } from '../../offline/saved-offline-provider';
import { BackLink } from './back-link';

const isTeamRole = (access: string | undefined) => TEAM_ROLES.some((role) => role === access);

/**
 * The learner routes' layout: for signed-in learners, each screen with its way back and told what
 * this phone keeps for offline; anyone else signs in first and comes straight back. An ally's team
 * member has no learner profile, so the learner's screens would only fail: they go to the console
 * (which is also where a sign-in without a `redirect` lands them).
 */
export function RequireSession() {
  const site = useAllySite();
  const signedIn = useAppSelector((state) => selectSignedInAt(state, site.allyCode));
  const user = useAppSelector(selectSessionUser);
  const { pathname, search } = useLocation();
  // Another ally's site is loading (its loader took up that ally's session): this page is on its
  // way out and must not redirect or fetch.
  if (signedIn === undefined) return null;
  if (signedIn && isTeamRole(user?.access)) return <Navigate to={allyPath(site, 'console')} replace />;
  if (signedIn) {
    return (
      <SavedOfflineProvider allyCode={site.allyCode}>
        <BackLink />
        <Outlet />
      </SavedOfflineProvider>
    );
  }
  return <Navigate to={allyPath(site, 'login', {}, { redirect: `${pathname}${search}` })} replace />;
}
