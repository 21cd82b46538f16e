import { type ConsoleDomain, HOST_TAKEN } from '@aula/contracts/console-domain';
import type { FastifyInstance } from 'fastify';
import { fieldRefused, isUniqueViolation } from '../lib/console-input';
import { HttpError } from '../lib/http-error';
import { allyHostOf, writeAllyHost } from '../repositories/ally-hosts';

/** The platform's own hosts (FRONTEND_ORIGINS): no ally may take them. */
function platformHosts(app: FastifyInstance): Set<string> {
  return new Set(app.config.frontendOrigins.filter((origin) => URL.canParse(origin)).map((o) => new URL(o).hostname));
}

/** What a CNAME record of an ally's host points at: the platform's first public host. */
function dnsTarget(app: FastifyInstance): string {
  const first = app.config.frontendOrigins[0];
  return first && URL.canParse(first) ? new URL(first).hostname : 'localhost';
}

export async function getConsoleDomain(app: FastifyInstance, allyId: number): Promise<ConsoleDomain> {
  const { host, addedAt } = await allyHostOf(app.db, allyId);
  return {
    host,
    origin: host ? app.allyHosts.originFor(host) : null,
    dns_target: dnsTarget(app),
    added_at: addedAt?.toISOString() ?? null,
  };
}

/**
 * Names the ally's own host, or removes it. Every process hears of it (the caller announces the
 * change); this one reads the hosts again before answering, so the next request is served there.
 */
export async function setConsoleDomain(
  app: FastifyInstance,
  allyId: number,
  host: string | null,
  now = new Date(),
): Promise<ConsoleDomain> {
  if (host && platformHosts(app).has(host)) throw fieldRefused('host', "is the platform's own address");
  try {
    await writeAllyHost(app.db, allyId, host, now);
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, HOST_TAKEN, 'Another ally already uses this host');
    throw error;
  }
  await app.allyHosts.refresh();
  return getConsoleDomain(app, allyId);
}
