import { useAppSelector } from '@aula/api-client/hooks';
import { selectSessionUser, selectSignedInAt } from '@aula/api-client/session';
import { TEAM_ROLES } from '@aula/contracts/constants';
import { allyPath } from '@aula/contracts/site-paths';
import { useAllySite } from '@aula/ui-kit/ally-site';
import type { VisitorScreenHandle } from '@aula/ui-kit/feature';
import { Navigate, Outlet, useLocation, useMatches } from 'react-router';
import { SavedOfflineProvider } from '../../offline/saved-offline-provider';
import { BackLink } from './back-link';

const isTeamRole = (access: string | undefined) => TEAM_ROLES.some((role) => role === access);

/**
 * The learner routes' layout: for signed-in learners, each screen with its way back and told what
 * this phone keeps for offline; anyone else signs in first and comes straight back, unless the
 * screen has a face for visitors (a shared lesson's preview), which they see instead. An ally's team
 * member has no learner profile, so the learner's screens would only fail: they go to the console
 * (which is also where a sign-in without a `redirect` lands them).
 */
export function RequireSession() {
  const site = useAllySite();
  const signedIn = useAppSelector((state) => selectSignedInAt(state, site.allyCode));
  const user = useAppSelector(selectSessionUser);
  const { pathname, search } = useLocation();
  const VisitorScreen = (useMatches().at(-1)?.handle as VisitorScreenHandle | undefined)?.visitorScreen;
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
  if (VisitorScreen) return <VisitorScreen />;
  return <Navigate to={allyPath(site, 'login', {}, { redirect: `${pathname}${search}` })} replace />;
}
