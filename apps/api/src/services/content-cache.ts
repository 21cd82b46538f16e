import type { Database } from '../db/client';
import { changeCached, loadingCache } from '../lib/loading-cache';
import type { Change } from '../ports/change-events';
import { type ContentScope, modulesForBusinessType } from '../repositories/learner-lessons';
import {
  type LessonContent,
  loadLessonContent,
  loadPartContent,
  loadScopeLessons,
  type PartContent,
  type ScopeLesson,
} from '../repositories/lesson-content';
import { type LessonState, loadLessonState, loadRatingStats, type RatingStats } from '../repositories/lesson-state';
import { learnerModuleList, type ModuleRow } from '../repositories/modules';
import { type CompletionRules, loadCompletionRules } from '../repositories/part-progress';

/** Content changes only with a seed or a release; a minute bounds what another process changed. */
const CACHED_MS = 60_000;

/** What an ally shows in a country: its modules and their lessons, in display order. */
export interface ScopeContent {
  modules: ModuleRow[];
  lessons: ScopeLesson[];
}

/** Tells the other API processes to drop their copy (plugins/content-cache.ts passes the change events). */
export type AnnounceChange = (change: Exclude<Change, 'all'>) => Promise<void>;

/** Whether other processes' announcements reach this one now; if not, learners' own data is read afresh. */
export type AnnouncementsHeard = () => boolean;

const keyOfScope = ({ allyId, countryCode }: ContentScope) => `${allyId}:${countryCode}`;
function scopeOfKey(key: string): ContentScope {
  const [allyId, countryCode] = key.split(':');
  return { allyId: Number(allyId), countryCode: countryCode ?? '' };
}

/**
 * The learner's read path, in memory: lesson content (each lesson and part, what an ally shows in a
 * country, completion rules, modules per business type), each learner's lesson state and each
 * lesson's ratings, loaded by one prepared statement on first use and cached a minute. Writes go to
 * the database first, then change the cached copy here and announce the change so the other
 * processes drop theirs: a learner always reads their own writes. While announcements cannot reach
 * this process (Redis away), what learners write (lesson state, ratings, business type) is read from
 * the database on every request, not from a copy another process's write may have made stale;
 * content, which changes only with a release, stays cached.
 */
export class ContentCache {
  readonly #lessons;
  readonly #scopes;
  readonly #parts;
  readonly #states;
  readonly #ratings;
  readonly #targeted;
  readonly #rules;

  constructor(
    private readonly db: Database,
    private readonly announce: AnnounceChange,
    private readonly heard: AnnouncementsHeard = () => true,
  ) {
    const cached = { ttlMs: CACHED_MS };
    // A lesson or part that does not exist is cached too (as an empty box): a 404 costs no query either.
    this.#lessons = loadingCache(async (id: number) => ({ found: await loadLessonContent(db, id) }), cached);
    this.#parts = loadingCache(async (id: number) => ({ found: await loadPartContent(db, id) }), cached);
    this.#scopes = loadingCache(
      async (key: string): Promise<ScopeContent> => {
        const scope = scopeOfKey(key);
        const [modules, lessons] = await Promise.all([learnerModuleList(db, scope), loadScopeLessons(db, scope)]);
        return { modules, lessons };
      },
      { ...cached, max: 1_000 },
    );
    this.#states = loadingCache((id: number) => loadLessonState(db, id), cached);
    this.#ratings = loadingCache((id: number) => loadRatingStats(db, id), cached);
    this.#targeted = loadingCache((id: number) => modulesForBusinessType(db, id), cached);
    this.#rules = loadingCache((id: number) => loadCompletionRules(db, id), { ...cached, max: 1_000 });
  }

  async lesson(lessonId: number): Promise<LessonContent | undefined> {
    return (await this.#lessons.forceFetch(lessonId)).found;
  }

  /** The modules and lessons of an ally in a country: every learner's lists are cut from these. */
  content(scope: ContentScope): Promise<ScopeContent> {
    return this.#scopes.forceFetch(keyOfScope(scope));
  }

  async part(partId: number): Promise<PartContent | undefined> {
    return (await this.#parts.forceFetch(partId)).found;
  }

  /** The learner's favourites, ratings and completed parts. */
  lessonState(userId: number): Promise<LessonState> {
    return this.heard() ? this.#states.forceFetch(userId) : loadLessonState(this.db, userId);
  }

  ratings(lessonId: number): Promise<RatingStats> {
    return this.heard() ? this.#ratings.forceFetch(lessonId) : loadRatingStats(this.db, lessonId);
  }

  /** When a part counts as done for the ally's learners (its settings change with a release or a seed). */
  completionRules(allyId: number): Promise<CompletionRules> {
    return this.#rules.forceFetch(allyId);
  }

  /** The modules written for the learner's business type (their recommendations come first). */
  targetedModules(userId: number): Promise<Set<number>> {
    return this.heard() ? this.#targeted.forceFetch(userId) : modulesForBusinessType(this.db, userId);
  }

  /** Drops what a change made stale, announced by any process (this one too), or all after missed announcements. */
  dropStale(change: Change): void {
    if (change === 'all') {
      this.#states.clear();
      this.#ratings.clear();
      this.contentChanged();
    } else if (change.kind === 'learner') {
      this.#states.delete(change.id);
      this.#targeted.delete(change.id);
    } else if (change.kind === 'ratings') this.#ratings.delete(change.id);
    else if (change.kind === 'content') this.contentChanged();
  }

  /** After content was changed behind the app's back (tests, a manual fix): read it all again. */
  contentChanged(): void {
    // Which modules suit a business type is content too.
    this.#targeted.clear();
    this.#rules.clear();
    this.#lessons.clear();
    this.#scopes.clear();
    this.#parts.clear();
  }

  /** After writing a learner's favourite, rating or completed part: here at once, elsewhere by announcement. */
  async lessonStateChanged(userId: number, change: (state: LessonState) => void): Promise<void> {
    changeCached(this.#states, userId, change);
    await this.announce({ kind: 'learner', id: userId });
  }

  /** After a learner's business profile is written: their business type may be another. */
  async businessChanged(userId: number): Promise<void> {
    this.#targeted.delete(userId);
    await this.announce({ kind: 'learner', id: userId });
  }

  /** After a rating is written: the lesson's new average cached here, read again in other processes. */
  async ratingsChanged(lessonId: number, stats: RatingStats): Promise<void> {
    this.#ratings.set(lessonId, stats);
    await this.announce({ kind: 'ratings', id: lessonId });
  }

  /** Views just written by this process, added to the cached counts. */
  viewsWritten(counts: Map<number, number>): void {
    for (const [id, count] of counts) {
      changeCached(this.#lessons, id, ({ found }) => {
        if (found) found.views += count;
      });
    }
    this.#scopes.forEach(({ lessons }) => {
      for (const lesson of lessons) lesson.views += counts.get(lesson.id) ?? 0;
    });
  }
}
