import type { ConsumeReturnLinkResponse } from '@aula/contracts/return-links';
import {
  LINK_EXPIRED,
  LINK_NOT_FOUND,
  LINK_USED,
  RETURN_LINK_PARAM,
  returnTargetProblem,
} from '@aula/contracts/return-links';
import { allyPath } from '@aula/contracts/site-paths';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../lib/http-error';
import { enforce } from '../lib/rate-limit';
import { newToken, sha256Hex } from '../lib/secrets';
import { setSessionCookie } from '../lib/session-cookie';
import type { BackoffPolicy } from '../ports/rate-limiter';
import { findAllyInCountry, recordLogin } from '../repositories/accounts';
import { allyIdOf } from '../repositories/allies';
import { findLearnerOfAlly, insertReturnLink, openSpentReturnLink, useReturnLink } from '../repositories/return-links';
import { issueSession } from './auth';

/** What the service needs of the app: the database, the clock and the settings. */
type ReturnLinkApp = Pick<FastifyInstance, 'db' | 'ports' | 'config'>;

export interface ReturnLinkRequest {
  userId: number;
  allyCode: string;
  /** One of the ally's countries: the site the link opens on. */
  country: string;
  /** Where to land on that site, e.g. a lesson part `/mx/impulsa/seccion/lecciones/6?parte=2`. */
  path: string;
  /** What sends it (a reminder's id), kept with the link so its openings can be counted for it. */
  source?: string;
}

const HOUR_MS = 60 * 60 * 1000;

/** A link the issuer asked for wrongly: a bug of the caller, named by field like any bad input. */
const badLink = (field: string, reason: string) =>
  new HttpError(400, 'bad_request', 'Invalid return link', { fields: [{ field, reason }] });

/**
 * A new return link for a learner: the path to put in a message (`/mx/impulsa/volver?t=<token>`,
 * to be joined to the site's origin). Only the token's sha256 is stored; the link signs the learner
 * in once within RETURN_LINK_TTL_HOURS. Refused (400): a path off the ally's own site, a country the
 * ally does not serve, anyone but an active learner of that ally.
 */
export async function issueReturnLink(app: ReturnLinkApp, request: ReturnLinkRequest): Promise<string> {
  const { userId, allyCode, country, path, source } = request;
  const site = { country, allyCode };
  const problem = returnTargetProblem(site, path);
  if (problem) throw badLink('path', problem);
  if (source !== undefined && (source.length === 0 || source.length > 64))
    throw badLink('source', 'must be 1-64 characters');
  const ally = await findAllyInCountry(app.db, allyCode, country);
  if (!ally) throw badLink('country', 'is not a country of this ally');
  if (!(await findLearnerOfAlly(app.db, userId, ally.allyId)))
    throw badLink('userId', 'is not an active learner of this ally');
  const token = newToken();
  await insertReturnLink(app.db, {
    tokenHash: sha256Hex(token),
    userId,
    allyId: ally.allyId,
    targetPath: path,
    source,
    expiresAt: new Date(app.ports.now().getTime() + app.config.returnLinkTtlHours * HOUR_MS),
  });
  return allyPath(site, 'returnLink', {}, { [RETURN_LINK_PARAM]: token });
}

/** What became of an opened link: it signed in, or it was already used, or too old. */
export type ReturnLinkOutcome = 'signed_in' | 'used' | 'expired';

export interface ReturnLinkOpened {
  linkId: number;
  userId: number;
  allyId: number;
  source: string | null;
  outcome: ReturnLinkOutcome;
  at: Date;
}

type Listener = (event: ReturnLinkOpened) => void | Promise<void>;
// Keyed by the app's ports, the one object the root app and its encapsulated plugins share.
const listeners = new WeakMap<object, Set<Listener>>();

/**
 * Calls `listener` each time a link of this app is opened on its own ally's site (the reminders'
 * "clicked"; `outcome: 'signed_in'` is "returned to learning"). Returns the way to stop listening.
 * The same counts are kept in `return_links` (`first_opened_at`, `opens`, `used_at`, by `source`).
 */
export function onReturnLinkUsed(app: Pick<FastifyInstance, 'ports'>, listener: Listener): () => void {
  const set = listeners.get(app.ports) ?? new Set<Listener>();
  listeners.set(app.ports, set);
  set.add(listener);
  return () => set.delete(listener);
}

async function tell(app: FastifyInstance, event: ReturnLinkOpened): Promise<void> {
  for (const listener of listeners.get(app.ports) ?? []) {
    try {
      await listener(event);
    } catch (error) {
      // A listener's failure must not take the learner's session away.
      app.log.error({ err: error }, 'return link listener failed');
    }
  }
}

/**
 * Openings that sign no one in, per client address: a token is 256 random bits, so this only
 * keeps a script from hammering the database; the first 20 cost nothing, like sign-in's address.
 */
export const RETURN_LINK_BACKOFF: BackoffPolicy = {
  name: 'return-link-address',
  freeFailures: 20,
  baseSeconds: 1,
  maxSeconds: 15 * 60,
  forgetAfterSeconds: 24 * 60 * 60,
};

const notFound = () => new HttpError(404, LINK_NOT_FOUND, 'This link does not open anything on this site');

/**
 * Uses a return link on the site of `allyCode`: once, before it expires, it opens a session as a
 * sign-in does (the `token.<ally>` cookie, the same body) and answers where it leads. Used or
 * expired: 410 with the path (the sign-in remembers it); unknown or another ally's: 404. None of the
 * refusals names the learner. Counted on the client address's back-off before anything is read.
 */
export async function consumeReturnLink(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  { token, allyCode }: { token: string; allyCode: string },
): Promise<ConsumeReturnLinkResponse> {
  const counter = [RETURN_LINK_BACKOFF, request.ip] as const;
  enforce(await app.ports.limiter.attempt([counter]), reply);
  const allyId = await allyIdOf(app.db, allyCode);
  if (allyId === undefined) throw notFound();
  const tokenHash = sha256Hex(token);
  const now = app.ports.now();
  const used = await useReturnLink(app.db, tokenHash, allyId, now);
  if (!used) {
    const spent = await openSpentReturnLink(app.db, tokenHash, allyId, now);
    if (!spent) throw notFound();
    // A real link, only spent: not a guess, so it does not count against the address.
    await app.ports.limiter.refund(...counter);
    const outcome = spent.usedAt ? 'used' : 'expired';
    await tell(app, { linkId: spent.id, userId: spent.userId, allyId, source: spent.source, outcome, at: now });
    throw outcome === 'used'
      ? new HttpError(410, LINK_USED, 'This link was already used: sign in to continue', { target: spent.targetPath })
      : new HttpError(410, LINK_EXPIRED, 'This link has expired: sign in to continue', { target: spent.targetPath });
  }
  // The account left the ally or is no longer active since the link was sent: it opens nothing.
  const learner = await findLearnerOfAlly(app.db, used.userId, allyId);
  if (!learner) throw notFound();
  await app.ports.limiter.refund(...counter);
  // As a sign-in: it ends the password-reset links sent before, and opens a session of this ally.
  await recordLogin(app.db, learner.id, now);
  const session = await issueSession(app.db, learner, {
    tokenTtlHours: app.config.tokenTtlHours,
    userAgent: request.headers['user-agent'],
  });
  setSessionCookie(request, reply, session, {
    tokenTtlHours: app.config.tokenTtlHours,
    sameSite: app.config.sessionCookieSameSite,
  });
  await tell(app, { linkId: used.id, userId: learner.id, allyId, source: used.source, outcome: 'signed_in', at: now });
  return { ...session, target: used.targetPath };
}
