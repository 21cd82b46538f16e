// An ally's own domain (issue 39 item 4): its admin names a host such as `aprende.banco.example`;
// requests for that host serve the ally's site, and its links, mails and certificates name it.
import { z } from 'zod';

/** A save naming a host another ally already has (409). */
export const HOST_TAKEN = 'host_taken';

const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/** Why a typed host is not one: the first rule it breaks, in words an admin can act on. */
export function hostProblem(host: string): string | undefined {
  if (/[/:@?#\s]/.test(host)) return 'must be a host name only, with no https://, port or path';
  if (host.length > 253) return 'must be at most 253 characters';
  const labels = host.split('.');
  if (labels.length < 2) return 'must have at least two parts separated by dots, such as aprende.banco.example';
  if (!labels.every((label) => LABEL.test(label))) {
    return 'each part must be 1-63 letters, digits or dashes, not starting or ending with a dash';
  }
  // A numeric last part is an IP address, which no certificate authority signs for a site.
  if (/^\d+$/.test(labels[labels.length - 1] ?? '')) return 'must be a name, not an IP address';
  return undefined;
}

/** A host name as an admin types it: trimmed, lower-cased, a trailing dot dropped. */
export const allyHost = z
  .string()
  .trim()
  .toLowerCase()
  .transform((host) => host.replace(/\.$/, ''))
  .superRefine((host, context) => {
    const problem = hostProblem(host);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  });

/** GET /api/console/domain/ : the ally's own host, if any, and what its DNS must point at. */
export const consoleDomain = z.object({
  /** The host its site answers at besides the platform's addresses; null: none. */
  host: z.string().nullable(),
  /** The ally's site on it (`https://host`), or null. */
  origin: z.string().nullable(),
  /** The platform's host a CNAME record of the ally's host points at. */
  dns_target: z.string(),
  /** When the host was set; null without one. */
  added_at: z.iso.datetime({ offset: true }).nullable(),
});
export type ConsoleDomain = z.infer<typeof consoleDomain>;

/** PUT /api/console/domain/ : names the ally's host, or removes it with null. */
export const consoleDomainUpdate = z.object({ host: allyHost.nullable() }).strict();
export type ConsoleDomainUpdate = z.input<typeof consoleDomainUpdate>;

/** GET /api/tls/allowed/?domain= : the question an on-demand TLS proxy asks before it gets a certificate. */
export const tlsAllowedQuery = z.object({ domain: z.string().max(253, 'must be at most 253 characters') });
export const tlsAllowed = z.object({ allowed: z.literal(true) });
