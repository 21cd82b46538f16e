import fp from 'fastify-plugin';
import { Memo } from '../lib/memo';
import {
  type ContentScope,
  loadScopeLessons,
  modulesForBusinessType,
  type ScopeLesson,
} from '../repositories/learner-lessons';
import {
  type LearnerMarks,
  type LessonContent,
  loadLearnerMarks,
  loadLessonContent,
  loadPartContent,
  loadRatingStats,
  type PartContent,
  type RatingStats,
} from '../repositories/learner-marks';
import { learnerModuleList, type ModuleRow } from '../repositories/modules';
import { type CompletionRules, loadCompletionRules } from '../repositories/part-progress';

/** Content changes only with a seed or a release; a minute bounds what another process changed. */
const KEEP_MS = 60_000;

/** What an ally shows in a country: its modules and their lessons, in display order. */
export interface ScopeContent {
  modules: ModuleRow[];
  lessons: ScopeLesson[];
}

export interface LearningMemory {
  lesson(lessonId: number): Promise<LessonContent | undefined>;
  /** The modules and lessons of an ally in a country: every learner's lists are cut from these. */
  content(scope: ContentScope): Promise<ScopeContent>;
  part(partId: number): Promise<PartContent | undefined>;
  marks(userId: number): Promise<LearnerMarks>;
  ratings(lessonId: number): Promise<RatingStats>;
  /** When a part counts as done for the ally's learners (its settings change with a release or a seed). */
  completionRules(allyId: number): Promise<CompletionRules>;
  /** The modules written for the learner's business type (their recommendations come first). */
  targetedModules(userId: number): Promise<Set<number>>;
  /** After content was changed behind the app's back (tests, a manual fix): read it all again. */
  contentChanged(): void;
  /** After writing a learner's favourite, rating or completed part: here at once, elsewhere by event. */
  marksChanged(userId: number, change: (marks: LearnerMarks) => void): Promise<void>;
  /** After a learner's business profile is written: their business type may be another. */
  businessChanged(userId: number): Promise<void>;
  /** After a rating is written: the lesson's new average kept here, read again in other processes. */
  ratingsChanged(lessonId: number, stats: RatingStats): Promise<void>;
  /** Views just written by this process, added to the kept counts. */
  viewsWritten(counts: Map<number, number>): void;
}

const keyOfScope = ({ allyId, countryCode }: ContentScope) => `${allyId}:${countryCode}`;
function scopeOfKey(key: string): ContentScope {
  const [allyId, countryCode] = key.split(':');
  return { allyId: Number(allyId), countryCode: countryCode ?? '' };
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
    const contents = new Memo(
      async (key: string): Promise<ScopeContent> => {
        const scope = scopeOfKey(key);
        const [modules, scopeLessons] = await Promise.all([learnerModuleList(db, scope), loadScopeLessons(db, scope)]);
        return { modules, lessons: scopeLessons };
      },
      KEEP_MS,
      1_000,
    );
    const parts = new Memo((id: number) => loadPartContent(db, id), KEEP_MS);
    const marks = new Memo((id: number) => loadLearnerMarks(db, id), KEEP_MS);
    const ratings = new Memo((id: number) => loadRatingStats(db, id), KEEP_MS);
    const targeted = new Memo((id: number) => modulesForBusinessType(db, id), KEEP_MS);
    const rules = new Memo((id: number) => loadCompletionRules(db, id), KEEP_MS, 1_000);
    app.changes.subscribe((change) => {
      if (change === 'all') {
        marks.clear();
        ratings.clear();
        forgetContent();
      } else if (change.kind === 'learner') {
        marks.forget(change.id);
        targeted.forget(change.id);
      } else if (change.kind === 'ratings') ratings.forget(change.id);
    });
    function forgetContent() {
      // Which modules suit a business type is content too.
      targeted.clear();
      rules.clear();
      lessons.clear();
      contents.clear();
      parts.clear();
    }
    app.decorate('learning', {
      lesson: (id: number) => lessons.get(id),
      content: (scope: ContentScope) => contents.get(keyOfScope(scope)),
      part: (id: number) => parts.get(id),
      marks: (id: number) => marks.get(id),
      ratings: (id: number) => ratings.get(id),
      completionRules: (id: number) => rules.get(id),
      targetedModules: (id: number) => targeted.get(id),
      async marksChanged(userId: number, change: (value: LearnerMarks) => void) {
        marks.update(userId, change);
        // Other processes drop their copy; this one was just brought up to date.
        if (app.config.redisUrl) await app.changes.publish({ kind: 'learner', id: userId });
      },
      async businessChanged(userId: number) {
        targeted.forget(userId);
        if (app.config.redisUrl) await app.changes.publish({ kind: 'learner', id: userId });
      },
      async ratingsChanged(lessonId: number, stats: RatingStats) {
        ratings.set(lessonId, stats);
        if (app.config.redisUrl) await app.changes.publish({ kind: 'ratings', id: lessonId });
      },
      contentChanged: forgetContent,
      viewsWritten(counts: Map<number, number>) {
        for (const [id, count] of counts) {
          lessons.update(id, (lesson) => {
            if (lesson) lesson.views += count;
          });
        }
        contents.forEachValue(({ lessons: kept }) => {
          for (const lesson of kept) lesson.views += counts.get(lesson.id) ?? 0;
        });
      },
    });
  },
  { name: 'learning-memory', dependencies: ['db', 'change-events'] },
);
