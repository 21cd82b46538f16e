import { certificatesApi } from '@aula/api-client/certificates';
import type { RootState } from '@aula/api-client/store';
import { allyRoutePattern } from '@aula/contracts/site-paths';
import { matchPath } from 'react-router';

/**
 * Whether the page was drawn for a certificate address that names none (the screen asked, the API
 * said no such certificate): its not-found page then goes out with a 404, like a missing lesson's.
 */
export function isMissingCertificate(pathname: string, state: RootState): boolean {
  const certificateId = matchPath({ path: allyRoutePattern('certificate'), end: true }, pathname)?.params.certificateId;
  if (certificateId === undefined) return false;
  return certificatesApi.endpoints.certificateVerification.select(certificateId)(state).data === null;
}
