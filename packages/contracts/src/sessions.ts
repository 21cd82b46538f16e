import { z } from 'zod';
import { resultsOf } from './common';

/** One of the signed-in learner's sessions (a device where they are signed in). */
export const sessionInfo = z.object({
  id: z.number().int(),
  /** A readable description of the browser and system ("Chrome · Android"), or null if unknown. */
  device: z.string().nullable(),
  created_at: z.iso.datetime({ offset: true }),
  last_used_at: z.iso.datetime({ offset: true }),
  /** The session this request was made with. */
  current: z.boolean(),
});

/** GET /api/sessions/ : the learner's live sessions, most recently used first. */
export const sessionsResponse = resultsOf(sessionInfo);

/** POST /api/logout/ and DELETE /api/sessions/{id}/ : the session is ended on the server. */
export const sessionEnded = z.object({ status: z.literal('signed_out') });

export type SessionInfo = z.infer<typeof sessionInfo>;
export type SessionsResponse = z.infer<typeof sessionsResponse>;
export type SessionEnded = z.infer<typeof sessionEnded>;

/**
 * GET /api/csrf/ : the anti-forgery token of this browser (its `csrftoken` cookie on the API's
 * host). A front end on another origin cannot read that cookie, so it asks here (or reads the
 * `x-csrftoken` header every personal answer carries) and echoes it in `x-csrftoken`.
 */
export const csrfTokenResponse = z.object({ csrf_token: z.string() });
export type CsrfTokenResponse = z.infer<typeof csrfTokenResponse>;
