// An ally's own domain: set by its admins in the console, asked about by the TLS proxy.
import { consoleDomain, consoleDomainUpdate, tlsAllowed, tlsAllowedQuery } from '../console-domain';
import { endpoint } from '../endpoint';

const consoleCall = { domain: 'console', documentedAs: false } as const;

export const consoleDomainEndpoints = {
  consoleDomain: endpoint({
    ...consoleCall,
    access: 'editor',
    method: 'GET',
    path: '/api/console/domain/',
    summary: "The acting ally's own host, and what its DNS record points at",
    response: consoleDomain,
    errors: [401, 403, 404],
  }),
  updateConsoleDomain: endpoint({
    ...consoleCall,
    access: 'admin',
    method: 'PUT',
    path: '/api/console/domain/',
    summary: "Names the ally's own host (null removes it): its site, links and mails use it at once",
    body: consoleDomainUpdate,
    response: consoleDomain,
    errors: [400, 401, 403, 404, 409],
  }),
  tlsAllowed: endpoint({
    domain: 'pages',
    access: 'public',
    method: 'GET',
    path: '/api/tls/allowed/',
    documentedAs: false,
    summary: "Whether a host is an ally's: an on-demand TLS proxy asks before it gets a certificate (404: no)",
    query: tlsAllowedQuery,
    response: tlsAllowed,
    errors: [400, 404],
  }),
};
