import { consoleBlogEndpoints as blog } from '@aula/contracts/endpoints/console-blog';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/declared-route';
import { consoleContentChanged } from '../../services/console-content-changed';
import {
  createConsolePost,
  getConsolePost,
  listConsolePosts,
  setPostPublished,
  updateConsolePost,
} from '../../services/console-posts';
import { actorOf } from './actor';

/** The console's blog: the acting ally's posts; a published post's change reaches the public blog at once. */
const consoleBlog: FastifyPluginAsyncZod = async (app) => {
  route(app, blog.consolePosts, async (request) => ({
    results: await listConsolePosts(app.db, actorOf(request).allyId),
  }));

  route(app, blog.consolePost, async (request) => getConsolePost(app.db, actorOf(request).allyId, request.params.id));

  route(app, blog.createConsolePost, async (request, reply) => {
    // A new post is a draft: nothing public changes.
    return reply.code(201).send(await createConsolePost(app.db, actorOf(request), request.body));
  });

  route(app, blog.updateConsolePost, async (request) => {
    const post = await updateConsolePost(app.db, actorOf(request), request.params.id, request.body);
    if (post.status === 'published') await consoleContentChanged(app, ['blog']);
    return post;
  });

  route(app, blog.publishConsolePost, async (request) => {
    const post = await setPostPublished(app.db, actorOf(request), request.params.id, request.body.version, true);
    await consoleContentChanged(app, ['blog']);
    return post;
  });

  route(app, blog.unpublishConsolePost, async (request) => {
    const post = await setPostPublished(app.db, actorOf(request), request.params.id, request.body.version, false);
    await consoleContentChanged(app, ['blog']);
    return post;
  });
};

export default consoleBlog;
