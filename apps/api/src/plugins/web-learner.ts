// Who a learner's screen is rendered for: the session cookie of the ally the URL names, checked as
// the auth plugin checks it. The renderer (the web build's code) never sees the token: it gets the
// learner and a fetch that answers in process (app.inject) as that learner, reads only.
import type { RenderLearner } from '@aula/contracts/server-render';
import { isUnderRoute, parseSitePath } from '@aula/contracts/site-paths';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sessionCookieName } from '../lib/session-cookie';
import { toSessionUser } from '../services/auth';
import { inProcessFetch } from './in-process-fetch';

/** The ally of a learner's screen (`/{country}/{allyCode}/seccion…`), whose cookie it may read. */
function learnerPageAlly(url: string): string | undefined {
  const page = parseSitePath(url);
  return page && isUnderRoute(page.rest, 'seccion') ? page.site.allyCode : undefined;
}
const TOKEN = /^[A-Za-z0-9_-]{16,128}$/;

export interface PageLearner {
  allyCode: string;
  token: string;
  learner: Omit<RenderLearner, 'fetch'>;
}

/**
 * The signed-in learner a page request belongs to: a learner's screen, the URL's ally's session
 * cookie, alive, of an account of that ally. Anything else (no cookie, a forged, ended or expired
 * one, another ally's) is no one: the page is rendered as for anyone.
 */
export async function pageLearner(app: FastifyInstance, request: FastifyRequest): Promise<PageLearner | undefined> {
  const allyCode = learnerPageAlly(request.url);
  if (!allyCode) return undefined;
  const token = request.cookies[sessionCookieName(allyCode)];
  if (!token || !TOKEN.test(token)) return undefined;
  const session = await app.sessions.find(token);
  if (!session || session.user.allyCode !== allyCode) return undefined;
  return { allyCode, token, learner: { user: toSessionUser(session.user) } };
}

/**
 * The renderer's fetch for one learner's page: each request goes through the whole API in process
 * with that learner's cookie and ally. Only reads: drawing a page never changes anything.
 */
export function learnerFetch(app: FastifyInstance, { allyCode, token }: PageLearner): RenderLearner['fetch'] {
  return inProcessFetch(app, { allyCode, cookie: `${sessionCookieName(allyCode)}=${token}`, readsOnly: true });
}
