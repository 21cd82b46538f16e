// Who a learner's screen is rendered for: the session cookie of the ally the URL names, checked as
// the auth plugin checks it. The renderer (the web build's code) never sees the token: it gets the
// learner and a fetch that answers in process (app.inject) as that learner, reads only.
import { ALLY_HEADER } from '@aula/contracts/headers';
import type { RenderLearner } from '@aula/contracts/server-render';
import { isUnderRoute, parseSitePath } from '@aula/contracts/site-paths';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sessionCookieName } from '../lib/session-cookie';
import { toSessionUser } from '../services/auth';

/** The ally of a learner's screen (`/{country}/{allyCode}/seccion…`), whose cookie it may read. */
function learnerPageAlly(url: string): string | undefined {
  const page = parseSitePath(url);
  return page && isUnderRoute(page.rest, 'seccion') ? page.site.allyCode : undefined;
}
const TOKEN = /^[A-Za-z0-9_-]{16,128}$/;
/** What of an in-process answer the renderer's fetch hands on (never a Set-Cookie). */
const ANSWER_HEADERS = ['content-type', 'x-csrftoken'];

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
 * (the same routes, checks and answers the browser gets) with that learner's cookie and ally. Only
 * reads: drawing a page never changes anything.
 */
export function learnerFetch(app: FastifyInstance, { allyCode, token }: PageLearner): RenderLearner['fetch'] {
  return async (request) => {
    const method = request.method.toUpperCase();
    if (method !== 'GET' && method !== 'HEAD') {
      return Response.json(
        { error: 'method_not_allowed', message: 'a page is drawn with reads only' },
        { status: 405 },
      );
    }
    const url = new URL(request.url);
    const answer = await app.inject({
      method,
      url: `${url.pathname}${url.search}`,
      headers: {
        accept: request.headers.get('accept') ?? 'application/json',
        [ALLY_HEADER]: allyCode,
        cookie: `${sessionCookieName(allyCode)}=${token}`,
      },
    });
    const headers = new Headers();
    for (const name of ANSWER_HEADERS) {
      const value = answer.headers[name];
      if (typeof value === 'string') headers.set(name, value);
    }
    const empty = answer.statusCode === 204 || answer.statusCode === 304 || method === 'HEAD';
    return new Response(empty ? null : new Uint8Array(answer.rawPayload), { status: answer.statusCode, headers });
  };
}
