import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { allies, countries, users } from '../db/schema';
import { type LearnerScope, lessonsForLearner } from '../repositories/learner-lessons';
import { listAchievements } from './achievements';

/** A module as the report shows it: how many of its lessons the learner finished. */
export interface ModuleRecord {
  title: string;
  finished: number;
  total: number;
}

/** Whose report it is and what they completed, for the report's "what you completed" page. */
export interface LearnerRecord {
  scope: LearnerScope;
  learnerName: string;
  allyCode: string;
  organisation: string;
  finishedLessons: number;
  /** Modules the learner started, in module order. */
  modules: ModuleRecord[];
  /** Titles of the achievements the learner earned. */
  achievements: string[];
}

/** The report's learner, or null for a user id the database does not know. */
export async function learnerRecord(db: Database, userId: number): Promise<LearnerRecord | null> {
  const [user] = await db
    .select({
      name: users.name,
      allyId: users.allyId,
      allyCode: allies.code,
      organisation: allies.name,
      countryCode: countries.code,
    })
    .from(users)
    .innerJoin(allies, eq(users.allyId, allies.id))
    .innerJoin(countries, eq(users.countryId, countries.id))
    .where(eq(users.id, userId));
  if (!user) return null;
  const scope: LearnerScope = { userId, allyId: user.allyId, countryCode: user.countryCode };
  const [lessons, { results: achievements }] = await Promise.all([
    lessonsForLearner(db, scope),
    listAchievements(db, scope),
  ]);
  const modules = new Map<number, ModuleRecord>();
  for (const lesson of lessons) {
    const module = modules.get(lesson.moduleId) ?? { title: lesson.moduleTitle, finished: 0, total: 0 };
    module.total += 1;
    if (lesson.progress === 100) module.finished += 1;
    modules.set(lesson.moduleId, module);
  }
  return {
    scope,
    learnerName: user.name,
    allyCode: user.allyCode,
    organisation: user.organisation,
    finishedLessons: lessons.filter((lesson) => lesson.progress === 100).length,
    modules: [...modules.values()].filter((module) => module.finished > 0),
    achievements: achievements.filter((item) => item.earned).map((item) => item.title),
  };
}
