import fp from 'fastify-plugin';
import { Memo } from '../lib/memo';
import {
  type LearnerMarks,
  type LessonContent,
  loadLearnerMarks,
  loadLessonContent,
  loadRatingStats,
  type RatingStats,
} from '../repositories/learner-marks';

/** Content changes only with a seed or a release; a minute bounds what another process changed. */
const KEEP_MS = 60_000;

export interface LearningMemory {
  lesson(lessonId: number): Promise<LessonContent | undefined>;
  marks(userId: number): Promise<LearnerMarks>;
  ratings(lessonId: number): Promise<RatingStats>;
  /** After writing a learner's favourite, rating or completed part: here at once, elsewhere by event. */
  marksChanged(userId: number, change: (marks: LearnerMarks) => void): Promise<void>;
  /** After a rating is written: the lesson's average is read again, here and in every process. */
  ratingsChanged(lessonId: number): Promise<void>;
  /** Views just written by this process, added to the kept counts. */
  viewsWritten(counts: Map<number, number>): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Lessons, learners' marks and ratings kept in memory: a lesson opens without a query. */
    learning: LearningMemory;
  }
}

/**
 * A learner's reads are answered from memory: the lesson (shared by everyone), the learner's own
 * marks and the lesson's ratings, each loaded by one prepared statement on first use. Writes go
 * to the database first, then update the kept copy here and tell the other processes to drop
 * theirs (plugins/change-events.ts), so a learner always reads their own writes.
 */
export default fp(
  async (app) => {
    const { db } = app;
    const lessons = new Memo((id: number) => loadLessonContent(db, id), KEEP_MS);
    const marks = new Memo((id: number) => loadLearnerMarks(db, id), KEEP_MS);
    const ratings = new Memo((id: number) => loadRatingStats(db, id), KEEP_MS);
    app.changes.subscribe((change) => {
      if (change === 'all') {
        marks.clear();
        ratings.clear();
      } else if (change.kind === 'learner') marks.forget(change.id);
      else if (change.kind === 'ratings') ratings.forget(change.id);
    });
    app.decorate('learning', {
      lesson: (id: number) => lessons.get(id),
      marks: (id: number) => marks.get(id),
      ratings: (id: number) => ratings.get(id),
      async marksChanged(userId: number, change: (value: LearnerMarks) => void) {
        marks.update(userId, change);
        // Other processes drop their copy; this one was just brought up to date.
        if (app.config.redisUrl) await app.changes.publish({ kind: 'learner', id: userId });
      },
      async ratingsChanged(lessonId: number) {
        await app.changes.publish({ kind: 'ratings', id: lessonId });
      },
      viewsWritten(counts: Map<number, number>) {
        for (const [id, count] of counts) {
          lessons.update(id, (lesson) => {
            if (lesson) lesson.views += count;
          });
        }
      },
    });
  },
  { name: 'learning-memory', dependencies: ['db', 'change-events'] },
);
