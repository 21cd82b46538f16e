import type { FastifyRequest } from 'fastify';
import { consoleAllyOf, requireUser } from '../../lib/guards';
import type { ConsoleActor } from '../../services/console-posts';

/** The ally a console request acts for (the guard checked it) and who acts, for the history. */
export function actorOf(request: FastifyRequest): ConsoleActor {
  return { allyId: consoleAllyOf(request).id, userId: requireUser(request).id };
}
