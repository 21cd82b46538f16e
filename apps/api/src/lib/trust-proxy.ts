import { isIP } from 'node:net';
import { z } from 'zod';

/**
 * What Fastify's `trustProxy` gets (proxy-addr): how many hops of X-Forwarded-For to trust, or the
 * proxies' own addresses and ranges. Never `true`: that trusts every hop, so the left-most entry,
 * which the client writes itself, would be the address every per-address limit counts.
 */
export type TrustProxy = false | number | string[];

/** proxy-addr's names for the private ranges, besides addresses and CIDR ranges. */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

const EVERY_HOP =
  'true trusts every hop, so a client could write its own address in X-Forwarded-For: set the number of ' +
  'proxies in front (1 behind one load balancer) or their addresses (127.0.0.1 behind nginx on this machine, ' +
  "a range such as 10.0.0.0/8 for a cloud load balancer's)";

function isAddressOrRange(entry: string): boolean {
  if (RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, extra] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || extra !== undefined) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d{1,3}$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
}

/** TRUST_PROXY: `false`/`0` (unset: the socket's address), a hop count, or a comma-separated list. */
export const trustProxySetting = z.string().transform((value, context): TrustProxy => {
  const text = value.trim();
  if (text === 'false' || text === '0') return false;
  if (text === 'true') {
    context.addIssue({ code: 'custom', message: EVERY_HOP });
    return z.NEVER;
  }
  if (/^\d+$/.test(text)) return Number(text);
  const entries = text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const bad = entries.filter((entry) => !isAddressOrRange(entry));
  if (entries.length === 0 || bad.length > 0) {
    context.addIssue({
      code: 'custom',
      message: `${bad.join(', ') || text} is not a hop count nor an address or CIDR range (e.g. 1, or 127.0.0.1,10.0.0.0/8)`,
    });
    return z.NEVER;
  }
  return entries;
});
