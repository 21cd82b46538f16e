import fp from 'fastify-plugin';
import { LessonViewBuffer } from '../lib/lesson-view-buffer';
import { VIEW_BATCH_SIZE, writeLessonViews } from '../repositories/lessons';

declare module 'fastify' {
  interface FastifyInstance {
    /** Lesson views waiting to be written; see lib/lesson-view-buffer.ts. */
    lessonViews: LessonViewBuffer;
  }
}

/**
 * Buffers lesson views and writes them every VIEW_FLUSH_SECONDS and when the app closes; after
 * each write the cached public lists that show view counts are refreshed.
 */
export default fp(
  async (app) => {
    const buffer = new LessonViewBuffer({
      write: (views) => writeLessonViews(app.db, views),
      batchSize: VIEW_BATCH_SIZE,
      onWritten: (counts) => {
        app.contentCache.viewsWritten(counts);
        return app.invalidatePublic(['lesson-views']);
      },
      onError: (err, dropped) =>
        app.log.error(
          { err, dropped, waiting: buffer.size },
          'lesson views: could not write them (kept for the next try)',
        ),
    });
    const timer = setInterval(() => void buffer.flush(), app.config.viewFlushSeconds * 1000);
    timer.unref();
    app.decorate('lessonViews', buffer);
    // Before the database closes: server.ts closes it after the app, tests after app.close().
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await buffer.flush();
    });
  },
  { name: 'lesson-views', dependencies: ['db', 'public-cache', 'content-cache'] },
);
