import { and, asc, eq, max, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import {
  achievements,
  achievementUserData,
  businessTypes,
  lessonModules,
  lessonParts,
  lessons,
  moduleBusinessTypes,
  partCompletions,
  webinarCodes,
  webinars,
} from '../db/schema';
import { type LearnerScope, moduleVisibleTo } from './learner-lessons';

/** Achievements of the learner's ally whose module the learner can see. */
export function achievementsFor(db: Database, scope: LearnerScope, where?: SQL) {
  return db
    .select({
      id: achievements.id,
      title: achievements.title,
      description: achievements.description,
      moduleId: achievements.moduleId,
      moduleTitle: lessonModules.title,
      prizeKind: achievements.prizeKind,
      prizeTitle: achievements.prizeTitle,
      prizeDescription: achievements.prizeDescription,
      webinarId: achievements.webinarId,
    })
    .from(achievements)
    .innerJoin(lessonModules, eq(achievements.moduleId, lessonModules.id))
    .where(and(eq(achievements.allyId, scope.allyId), moduleVisibleTo(scope), where))
    .orderBy(asc(achievements.position), asc(achievements.id));
}

export type AchievementRow = Awaited<ReturnType<typeof achievementsFor>>[number];

/**
 * When the learner completed the last part of each module they worked in: the moment its
 * achievement was earned. One query for every module, read from the learner's own completions.
 */
export const lastCompletionByModuleQuery = (db: Database, userId: number) =>
  db
    .select({ moduleId: lessons.moduleId, at: max(partCompletions.completedAt) })
    .from(partCompletions)
    .innerJoin(lessonParts, eq(partCompletions.partId, lessonParts.id))
    .innerJoin(lessons, eq(lessonParts.lessonId, lessons.id))
    .where(eq(partCompletions.userId, userId))
    .groupBy(lessons.moduleId);

export async function lastCompletionByModule(db: Database, userId: number): Promise<Map<number, Date>> {
  const rows = await lastCompletionByModuleQuery(db, userId);
  return new Map(rows.flatMap((row) => (row.at ? [[row.moduleId, row.at] as const] : [])));
}

export async function submittedAchievementIds(db: Database, userId: number): Promise<Set<number>> {
  const rows = await db
    .select({ id: achievementUserData.achievementId })
    .from(achievementUserData)
    .where(eq(achievementUserData.userId, userId));
  return new Set(rows.map((row) => row.id));
}

export async function saveUserData(db: Database, userId: number, achievementId: number, address: object) {
  await db
    .insert(achievementUserData)
    .values({ userId, achievementId, address })
    .onConflictDoUpdate({
      target: [achievementUserData.userId, achievementUserData.achievementId],
      set: { address, updatedAt: new Date() },
    });
}

export function businessTypesOfModule(db: Database, moduleId: number) {
  return db
    .select({ id: businessTypes.id, name: businessTypes.name })
    .from(moduleBusinessTypes)
    .innerJoin(businessTypes, eq(moduleBusinessTypes.businessTypeId, businessTypes.id))
    .where(eq(moduleBusinessTypes.moduleId, moduleId))
    .orderBy(asc(businessTypes.position));
}

export async function findWebinar(db: Database, webinarId: number) {
  const [row] = await db.select().from(webinars).where(eq(webinars.id, webinarId));
  return row;
}

export async function redemptionOf(db: Database, userId: number, webinarId: number) {
  const [row] = await db
    .select({ code: webinarCodes.code, redeemedAt: webinarCodes.redeemedAt })
    .from(webinarCodes)
    .where(and(eq(webinarCodes.webinarId, webinarId), eq(webinarCodes.redeemedBy, userId)));
  return row;
}

export async function findCode(db: Database, webinarId: number, code: string) {
  const [row] = await db
    .select()
    .from(webinarCodes)
    .where(and(eq(webinarCodes.webinarId, webinarId), eq(webinarCodes.code, code)));
  return row;
}
