import { and, asc, eq, isNull, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import {
  achievements,
  achievementUserData,
  businessTypes,
  lessonModules,
  moduleBusinessTypes,
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

/** The code the console gave this learner for the webinar ("Enviar códigos"), while it is not spent. */
export async function assignedCodeOf(db: Database, userId: number, webinarId: number) {
  const [row] = await db
    .select({ code: webinarCodes.code })
    .from(webinarCodes)
    .where(
      and(eq(webinarCodes.webinarId, webinarId), eq(webinarCodes.assignedTo, userId), isNull(webinarCodes.redeemedAt)),
    );
  return row?.code ?? null;
}
