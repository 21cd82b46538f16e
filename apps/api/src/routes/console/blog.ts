import { consoleBlogEndpoints as blog } from '@aula/contracts/endpoints/console-blog';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/declared-route';
import { consoleContentChanged } from '../../services/console-content-changed';
import { createConsolePost, getConsolePost, listConsolePosts, updateConsolePost } from '../../services/console-posts';
import { deletePost, movePost, type PostMove } from '../../services/post-lifecycle';
import { postActorOf } from './post-actor';

/**
 * The console's blog: the acting ally's posts (and, for staff, the platform's of its countries);
 * a change to what the public blog may show reaches it at once.
 */
const consoleBlog: FastifyPluginAsyncZod = async (app) => {
  route(app, blog.consolePosts, async (request) => ({
    results: await listConsolePosts(app.db, postActorOf(request)),
  }));

  route(app, blog.consolePost, async (request) => getConsolePost(app.db, postActorOf(request), request.params.id));

  route(app, blog.createConsolePost, async (request, reply) => {
    // A new post is a draft: nothing public changes.
    return reply.code(201).send(await createConsolePost(app.db, postActorOf(request), request.body));
  });

  route(app, blog.updateConsolePost, async (request) => {
    const post = await updateConsolePost(app.db, postActorOf(request), request.params.id, request.body);
    if (post.status === 'published') await consoleContentChanged(app, ['blog']);
    return post;
  });

  /** A move of a post; restoring gives a draft, so nothing public changes, every other move may. */
  async function moved(request: FastifyRequest, { id, version }: { id: number; version: number }, move: PostMove) {
    const post = await movePost(app.db, postActorOf(request), id, version, move);
    if (move !== 'restore') await consoleContentChanged(app, ['blog']);
    return post;
  }
  route(app, blog.publishConsolePost, (request) => moved(request, { ...request.params, ...request.body }, 'publish'));
  route(app, blog.unpublishConsolePost, (request) =>
    moved(request, { ...request.params, ...request.body }, 'unpublish'),
  );
  route(app, blog.archiveConsolePost, (request) => moved(request, { ...request.params, ...request.body }, 'archive'));
  route(app, blog.restoreConsolePost, (request) => moved(request, { ...request.params, ...request.body }, 'restore'));

  route(app, blog.deleteConsolePost, async (request) => {
    await deletePost(app.db, postActorOf(request), request.params.id);
    await consoleContentChanged(app, ['blog']);
    return { status: 'deleted' as const };
  });
};

export default consoleBlog;
