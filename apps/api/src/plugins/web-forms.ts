// A form posted to a page (the app had not started, or never does) is answered by the page's route
// action in the web build's renderer, which calls the API in process as the visitor who posted.
import { CSRF_COOKIE } from '@aula/contracts/headers';
import type { PageSubmission } from '@aula/contracts/server-render';
import { parseSitePath } from '@aula/contracts/site-paths';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { inProcessFetch } from './in-process-fetch';

/** A posted form is small: a few fields of text. */
export const PAGE_FORM_BODY_LIMIT = 32 * 1024;

/**
 * The submission the renderer answers: the posted body, and a fetch that calls the API as the
 * visitor (their cookies, their anti-forgery token, their address); the cookies its answers set
 * (a session begun) are collected in `setCookies` for the visitor's own answer.
 */
export function pageSubmission(app: FastifyInstance, request: FastifyRequest, setCookies: string[]): PageSubmission {
  const cookie = request.headers.cookie ?? '';
  // A visitor posting before any answer gave them the anti-forgery cookie gets it with this one.
  const withToken = request.cookies[CSRF_COOKIE]
    ? cookie
    : [cookie, `${CSRF_COOKIE}=${request.csrfToken}`].filter(Boolean).join('; ');
  return {
    contentType: String(request.headers['content-type']),
    body: typeof request.body === 'string' ? request.body : '',
    fetch: inProcessFetch(app, {
      allyCode: parseSitePath(request.url)?.site.allyCode,
      cookie: withToken,
      csrfToken: request.csrfToken,
      remoteAddress: request.ip,
      userAgent: request.headers['user-agent'],
      acceptLanguage: request.headers['accept-language'],
      readsOnly: false,
      onSetCookie: (cookies) => setCookies.push(...cookies),
    }),
  };
}
