import { readUserAccess } from '@aula/api-client/cookies';
import { useAppSelector } from '@aula/api-client/hooks';
import { selectSessionUser, selectSignedInAt } from '@aula/api-client/session';
import { mayOpenConsole } from '@aula/contracts/console';
import { allyPath } from '@aula/contracts/site-paths';
import { useAllySite } from '@aula/ui-kit/ally-site';
import { Navigate, Outlet, useLocation } from 'react-router';
import { NotForTeam } from './not-for-team';

/**
 * The console routes' guard: the ally's own admins and editors, and staff, go on; anyone else signed
 * in is told the console is not for them; a visitor signs in at the ally's login and comes back.
 * The API checks every call again (role and ally); this only spares a screen that could not load.
 */
export function RequireTeam() {
  const site = useAllySite();
  const signedIn = useAppSelector((state) => selectSignedInAt(state, site.allyCode));
  const user = useAppSelector(selectSessionUser);
  const { pathname, search } = useLocation();
  // Another ally's site is loading: this page is on its way out and must not redirect or fetch.
  if (signedIn === undefined) return null;
  if (!signedIn) return <Navigate to={allyPath(site, 'login', {}, { redirect: `${pathname}${search}` })} replace />;
  // The stored user says who; the readable access mark covers a device that kept only the cookie.
  const role = user?.access ?? readUserAccess(site.allyCode) ?? 'learner';
  const allyCode = user?.ally_code ?? site.allyCode;
  return mayOpenConsole({ role, allyCode }, site.allyCode) ? <Outlet /> : <NotForTeam />;
}
