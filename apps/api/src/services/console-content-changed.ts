import type { PublicCacheTag } from '@aula/contracts/endpoint';
import type { FastifyInstance } from 'fastify';

/**
 * After a console write the learner site follows at once: the shared public answers of `tags` are
 * dropped, and every API process hears 'content' (its in-memory copies and its rendered pages go).
 */
export async function consoleContentChanged(app: FastifyInstance, tags: readonly PublicCacheTag[]): Promise<void> {
  if (tags.length > 0) await app.invalidatePublic(tags);
  await app.changes.publish({ kind: 'content', id: 0 });
}
