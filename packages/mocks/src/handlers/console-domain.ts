import { HOST_TAKEN } from '@aula/contracts/console-domain';
import { consoleDomainEndpoints as domain } from '@aula/contracts/endpoints/console-domain';
import { mockState } from '../state';
import { handle } from './declared';
import { apiError, notFound } from './responses';

// The mock platform's own host, as the API's first front-end origin names it.
const PLATFORM_HOST = 'localhost';

function domainOf(allyCode: string) {
  const own = mockState().domains[allyCode];
  return {
    host: own?.host ?? null,
    origin: own ? `https://${own.host}` : null,
    dns_target: PLATFORM_HOST,
    added_at: own?.added_at ?? null,
  };
}

/** An ally's own host as the API keeps it: one per ally, none shared. */
export const consoleDomainHandlers = [
  handle(domain.consoleDomain, ({ consoleAlly }) => domainOf(consoleAlly.code)),

  handle(domain.updateConsoleDomain, ({ body, consoleAlly }) => {
    const { domains } = mockState();
    const { host } = body;
    if (host && Object.entries(domains).some(([code, own]) => code !== consoleAlly.code && own.host === host)) {
      return apiError(409, { error: HOST_TAKEN, message: 'Another ally already uses this host' });
    }
    if (host) domains[consoleAlly.code] = { host, added_at: new Date().toISOString() };
    else delete domains[consoleAlly.code];
    return domainOf(consoleAlly.code);
  }),

  handle(domain.tlsAllowed, ({ query }) =>
    Object.values(mockState().domains).some((own) => own.host === query.domain)
      ? { allowed: true as const }
      : notFound('No ally uses this host'),
  ),
];
