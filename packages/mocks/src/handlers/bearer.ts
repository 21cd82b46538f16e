import type { SessionUser } from '@aula/contracts/auth';
import { mockTokenFor } from '../fixtures/users';
import { mockState } from '../state';
import { apiError } from './responses';

/** The demo user whose mock token the request carries, if any. */
export function userOf(request: Request): SessionUser | undefined {
  const header = request.headers.get('authorization') ?? '';
  const token = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : undefined;
  return mockState().users.find(({ user }) => mockTokenFor(user) === token)?.user;
}

export function unauthorized() {
  return apiError(401, { error: 'unauthorized', message: 'Authentication required' });
}
