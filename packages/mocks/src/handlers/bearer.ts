import type { SessionUser } from '@aula/contracts/auth';
import { ALLY_REQUIRED, type ConsoleAccess, mayActFor, roleAllows, WRONG_ALLY } from '@aula/contracts/console';
import { ALLY_HEADER } from '@aula/contracts/headers';
import { DEMO_ALLIES } from '@aula/demo-content/allies';
import { mockTokenFor } from '../fixtures/users';
import { mockSessionToken } from '../session-cookie';
import { mockState } from '../state';
import { apiError } from './responses';

/** The demo user whose mock token the request carries (bearer, or the session cookie), if any. */
export function userOf(request: Request): SessionUser | undefined {
  const header = request.headers.get('authorization') ?? '';
  const token = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : mockSessionToken(request);
  return mockState().users.find(({ user }) => mockTokenFor(user) === token)?.user;
}

export function unauthorized() {
  return apiError(401, { error: 'unauthorized', message: 'Authentication required' });
}

export function forbidden(message = 'Not allowed') {
  return apiError(403, { error: 'forbidden', message });
}

type Params = Record<string, string | readonly string[] | undefined>;
interface SignedInInfo<P> {
  request: Request;
  params: P;
  user: SessionUser;
}

/** Wraps a resolver of a learner call: without a mock token the answer is 401, as the API gives. */
export function asUser<P extends Params>(resolve: (info: SignedInInfo<P>) => Response | Promise<Response>) {
  return ({ request, params }: { request: Request; params: P }) => {
    const user = userOf(request);
    return user ? resolve({ request, params, user }) : unauthorized();
  };
}

/** Like asUser, and a learner gets 403: the admin prefix is for staff. */
export function asStaff<P extends Params>(resolve: (info: SignedInInfo<P>) => Response | Promise<Response>) {
  return asUser<P>((info) => (info.user.access === 'staff' ? resolve(info) : forbidden('Staff only')));
}

/** The ally a console call acts for, as the API's `request.consoleAlly`. */
export interface ConsoleAlly {
  id: number;
  code: string;
}

/** The demo allies' ids as a fresh database numbers them (the demo world's allies first, in order). */
export function mockAllyOf(code: string): ConsoleAlly | undefined {
  const index = DEMO_ALLIES.findIndex((ally) => ally.code === code);
  return index === -1 ? undefined : { id: index + 1, code };
}

/**
 * Like asUser, for a console call: the role must reach `level` (403 `forbidden`), and the user must
 * work for the ally named in `x-aula-ally` (staff: any; a team member: their own, else 403
 * `wrong_ally`), as the API's requireConsole decides.
 */
export function asConsole<P extends Params>(
  level: ConsoleAccess,
  resolve: (info: SignedInInfo<P> & { consoleAlly: ConsoleAlly }) => Response | Promise<Response>,
) {
  return asUser<P>((info) => {
    const { user } = info;
    if (!roleAllows(user.access, level)) return forbidden("The ally's team only");
    const named = info.request.headers.get(ALLY_HEADER) || undefined;
    const code = named ?? (user.access === 'staff' ? undefined : user.ally_code);
    if (code === undefined) return apiError(400, { error: ALLY_REQUIRED, message: `Name the ally in ${ALLY_HEADER}` });
    if (!mayActFor({ role: user.access, allyCode: user.ally_code }, code)) {
      return apiError(403, { error: WRONG_ALLY, message: 'This account works for another ally' });
    }
    const consoleAlly = mockAllyOf(code);
    return consoleAlly
      ? resolve({ ...info, consoleAlly })
      : apiError(404, { error: 'not_found', message: 'No such ally' });
  });
}
