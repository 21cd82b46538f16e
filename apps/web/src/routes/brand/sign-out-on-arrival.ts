import { asksSignOutOnArrival, signOut } from '@aula/api-client/account';
import { useAppDispatch } from '@aula/api-client/hooks';
import { type AllySite, allyRoot } from '@aula/contracts/site-paths';
import { useEffect } from 'react';
import { useLocation, useNavigate, useNavigation } from 'react-router';

/**
 * Ends the session once the ally's landing is on screen after a "Cerrar sesión" that led there
 * with `SIGN_OUT_ON_ARRIVAL` (the header's and the console's): ended earlier, the guard of the page
 * being left would still be mounted and bounce the visitor to the sign-in page. The state is
 * cleared as it is acted on, so going back or reloading does not sign out again.
 */
export function useSignOutOnArrival(site: AllySite): void {
  const { pathname, state } = useLocation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const landing = allyRoot(site);
  const arrived = pathname === landing && asksSignOutOnArrival(state);
  useEffect(() => {
    if (!arrived) return;
    navigate(landing, { replace: true, state: null });
    // Ends the token on the server first (POST /api/logout/), then forgets it on this device.
    void dispatch(signOut());
  }, [arrived, landing, navigate, dispatch]);
}

/** Whether a sign-out is on its way: the landing it waits for is loading or just arrived. */
export function useSigningOut(): boolean {
  const { state } = useLocation();
  const navigation = useNavigation();
  return asksSignOutOnArrival(state) || asksSignOutOnArrival(navigation.location?.state);
}
