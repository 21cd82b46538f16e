import { type AllySite, allyPath, allyRoot } from '@aula/contracts/site-paths';

// Where a certificate and its issuer's documents live, on the origin the certificate was issued at:
// what a verifier fetches, so it must not move once a credential names it.

/** The ally as an issuer: its Open Badges profile (the `issuer.id` of every credential), keys and revocation list. */
export function issuerAddresses(origin: string, allyCode: string) {
  const root = `${origin}/api/allies/${encodeURIComponent(allyCode)}/issuer/`;
  return { profile: root, keys: `${root}jwks.json`, statusList: `${root}status-list/` };
}

/** The ally's site: its home, a module (the achievement) and the page that checks one certificate. */
export function siteAddresses(origin: string, site: AllySite) {
  return {
    home: `${origin}${allyRoot(site)}`,
    module: (moduleId: number) => `${origin}${allyPath(site, 'module', { moduleId })}`,
    certificatePage: (certificateId: string) => `${origin}${allyPath(site, 'certificate', { certificateId })}`,
  };
}
