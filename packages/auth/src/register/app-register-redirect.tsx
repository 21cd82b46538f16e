import { readAllyCode, readCountry } from '@aula/api-client/cookies';
import { allyPath, siteRoutes } from '@aula/contracts/site-paths';
import { Navigate, useSearchParams } from 'react-router';

/**
 * `/home/tabs/register`, the spec's registration page on the mobile web host: it opens the
 * registration screen of the country and ally the cookies remember, or the country choice when
 * there are none yet.
 */
export function AppRegisterRedirect() {
  const [params] = useSearchParams();
  const country = readCountry();
  const allyCode = readAllyCode();
  if (!country || !allyCode) return <Navigate to={siteRoutes.countrySelect} replace />;
  const redirect = params.get('redirect') ?? undefined;
  return <Navigate to={allyPath({ country, allyCode }, 'register', {}, { redirect })} replace />;
}
