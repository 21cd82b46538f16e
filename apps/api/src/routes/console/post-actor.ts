import type { FastifyRequest } from 'fastify';
import { requireUser } from '../../lib/guards';
import type { PostActor } from '../../services/post-access';
import { actorOf } from './actor';

/** The console's actor, and whether they are the platform's staff (who also write the platform's posts). */
export function postActorOf(request: FastifyRequest): PostActor {
  return { ...actorOf(request), staff: requireUser(request).access === 'staff' };
}
