import type { FastifyRequest } from 'fastify';
import type { AuthUser } from '../repositories/users';
import { HttpError, unauthorized } from './http-error';

/** The user `authenticate` put on the request; a route without the hook fails closed. */
export function requireUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthorized();
  return request.user;
}

/** onRequest hook for staff-only routes; runs after `authenticate`. */
export async function requireStaff(request: FastifyRequest): Promise<void> {
  if (requireUser(request).access !== 'staff') throw new HttpError(403, 'forbidden', 'Staff only');
}
