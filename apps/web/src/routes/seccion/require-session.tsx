import { useAppSelector } from '@aula/api-client/hooks';
import { selectIsSignedIn } from '@aula/api-client/session';
import { Navigate, Outlet, useLocation, useParams } from 'react-router';

/** `seccion` is for signed-in learners: anyone else signs in first and comes straight back. */
export function RequireSession() {
  const signedIn = useAppSelector(selectIsSignedIn);
  const { country, brand } = useParams();
  const { pathname, search } = useLocation();
  if (signedIn) return <Outlet />;
  const redirect = encodeURIComponent(`${pathname}${search}`);
  return <Navigate to={`/${country}/${brand}/login?redirect=${redirect}`} replace />;
}
