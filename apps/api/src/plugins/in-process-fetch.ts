// A fetch for the web build's server renderer that answers through the whole API in process
// (app.inject: the same routes, checks and answers a browser gets), as one caller. The renderer
// never sees that caller's tokens: the cookies are added here.
import { ALLY_HEADER, CSRF_HEADER } from '@aula/contracts/headers';
import type { FastifyInstance } from 'fastify';

export interface InProcessCaller {
  /** The ally the calls are made for (`x-aula-ally`). */
  allyCode?: string | undefined;
  /** The Cookie header the calls carry. */
  cookie: string;
  /** The caller's anti-forgery token, echoed on writes as a browser would. */
  csrfToken?: string | undefined;
  /** Where the caller is: the API's limits count their address, not this server's. */
  remoteAddress?: string | undefined;
  userAgent?: string | undefined;
  acceptLanguage?: string | undefined;
  /** Drawing a page only reads; answering a posted form may write. */
  readsOnly: boolean;
  /** Receives the cookies an answer sets (a session begun), for the caller's own answer. */
  onSetCookie?: (cookies: string[]) => void;
}

/** What of an in-process answer the renderer's fetch hands on (never a Set-Cookie). */
const ANSWER_HEADERS = ['content-type', 'x-csrftoken', 'retry-after'];

export function inProcessFetch(app: FastifyInstance, caller: InProcessCaller) {
  return async (request: Request): Promise<Response> => {
    const method = request.method.toUpperCase();
    const reads = method === 'GET' || method === 'HEAD';
    if (!reads && caller.readsOnly) {
      return Response.json(
        { error: 'method_not_allowed', message: 'a page is drawn with reads only' },
        { status: 405 },
      );
    }
    const url = new URL(request.url);
    const headers: Record<string, string> = {
      accept: request.headers.get('accept') ?? 'application/json',
      cookie: caller.cookie,
    };
    const contentType = request.headers.get('content-type');
    if (contentType) headers['content-type'] = contentType;
    if (caller.allyCode) headers[ALLY_HEADER] = caller.allyCode;
    if (caller.csrfToken && !reads) headers[CSRF_HEADER] = caller.csrfToken;
    if (caller.userAgent) headers['user-agent'] = caller.userAgent;
    if (caller.acceptLanguage) headers['accept-language'] = caller.acceptLanguage;
    const answer = await app.inject({
      method: method as 'GET',
      url: `${url.pathname}${url.search}`,
      headers,
      ...(caller.remoteAddress ? { remoteAddress: caller.remoteAddress } : {}),
      ...(reads ? {} : { payload: Buffer.from(await request.arrayBuffer()) }),
    });
    const setCookie = answer.headers['set-cookie'];
    if (setCookie && caller.onSetCookie) caller.onSetCookie(Array.isArray(setCookie) ? setCookie : [setCookie]);
    const answerHeaders = new Headers();
    for (const name of ANSWER_HEADERS) {
      const value = answer.headers[name];
      if (typeof value === 'string') answerHeaders.set(name, value);
    }
    const empty = answer.statusCode === 204 || answer.statusCode === 304 || method === 'HEAD';
    return new Response(empty ? null : new Uint8Array(answer.rawPayload), {
      status: answer.statusCode,
      headers: answerHeaders,
    });
  };
}
