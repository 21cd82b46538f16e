import type { SessionUser } from '@aula/contracts/auth';
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
