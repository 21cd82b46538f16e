import { ALLY_REQUIRED, type ConsoleAccess, mayActFor, roleAllows, WRONG_ALLY } from '@aula/contracts/console';
import { ALLY_HEADER } from '@aula/contracts/headers';
import type { FastifyRequest, onRequestHookHandler } from 'fastify';
import type { Database } from '../db/client';
import { allyIdOf } from '../repositories/allies';
import type { AuthUser } from '../repositories/users';
import { HttpError, notFound, unauthorized } from './http-error';

/** The user `authenticate` put on the request; a route without the hook fails closed. */
export function requireUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthorized();
  return request.user;
}

/** onRequest hook for staff-only routes; runs after `authenticate`. */
export async function requireStaff(request: FastifyRequest): Promise<void> {
  if (requireUser(request).access !== 'staff') throw new HttpError(403, 'forbidden', 'Staff only');
}

/**
 * onRequest hook of a console route (after `authenticate`): the role must reach `level` and the
 * user must work for the ally the request names in `x-aula-ally` (staff: any ally; an ally's team:
 * their own, else 403 `wrong_ally`). Sets `request.consoleAlly`, which every console query filters by.
 */
export function requireConsole(db: Database, level: ConsoleAccess): onRequestHookHandler {
  return async (request: FastifyRequest) => {
    const user = requireUser(request);
    if (!roleAllows(user.access, level)) {
      throw new HttpError(403, 'forbidden', level === 'admin' ? "The ally's admins only" : "The ally's team only");
    }
    const header = request.headers[ALLY_HEADER];
    // A team member's bearer token without the header acts for their own ally; staff must say which.
    const code =
      typeof header === 'string' && header !== '' ? header : user.access === 'staff' ? undefined : user.allyCode;
    if (code === undefined) throw new HttpError(400, ALLY_REQUIRED, `Name the ally in ${ALLY_HEADER}`);
    if (!mayActFor({ role: user.access, allyCode: user.allyCode }, code)) {
      throw new HttpError(403, WRONG_ALLY, 'This account works for another ally');
    }
    const id = code === user.allyCode ? user.allyId : await allyIdOf(db, code);
    if (id === undefined) throw notFound('No such ally');
    request.consoleAlly = { id, code };
  };
}

/** The ally a console handler acts for; a route without `requireConsole` fails closed. */
export function consoleAllyOf(request: FastifyRequest): { id: number; code: string } {
  if (!request.consoleAlly) throw new HttpError(403, 'forbidden', "The ally's team only");
  return request.consoleAlly;
}
