import type { Achievement, PrizeAccess, ShippingAddress, WebinarAccess } from '@aula/contracts/achievements';
import { BUSINESS_REPORT_PATH } from '@aula/contracts/reports';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { achievements, businessProfiles, businessTypes } from '../db/schema';
import { HttpError, notFound } from '../lib/http-error';
import * as repo from '../repositories/achievements';
import { earnedAchievements } from '../repositories/earned-achievements';
import { type LearnerScope, lessonsForLearner, percent } from '../repositories/learner-lessons';
import type { ReportAddress } from './report-address';
import { attendanceFor } from './webinar-attendance';

/**
 * Progress toward "finish module X": finished lessons over the module's published lessons. Whether
 * it is earned, and when, is the one definition every screen reads (repositories/earned-achievements.ts).
 */
async function withProgress(db: Database, scope: LearnerScope, rows: repo.AchievementRow[]): Promise<Achievement[]> {
  const [lessons, submitted, earned] = await Promise.all([
    lessonsForLearner(db, scope),
    repo.submittedAchievementIds(db, scope.userId),
    earnedAchievements(db, { allyId: scope.allyId, userId: scope.userId }),
  ]);
  const earnedAt = new Map(earned.map((row) => [row.achievementId, row.earnedAt]));
  return rows.map((row) => {
    const own = lessons.filter((lesson) => lesson.moduleId === row.moduleId);
    // Every part done, not a percentage rounded up to 100.
    const completed = own.filter((lesson) => lesson.parts > 0 && lesson.done === lesson.parts).length;
    const at = earnedAt.get(row.id);
    return {
      id: row.id,
      title: row.title,
      description: row.description,
      rule: { kind: 'complete_module' as const, module_id: row.moduleId, module_title: row.moduleTitle },
      prize: { kind: row.prizeKind, title: row.prizeTitle, description: row.prizeDescription },
      progress: { completed, total: own.length, percent: percent(completed, own.length) },
      earned: at !== undefined,
      earned_at: at?.toISOString() ?? null,
      user_data_required: row.prizeKind === 'physical',
      user_data_submitted: submitted.has(row.id),
    };
  });
}

export async function listAchievements(db: Database, scope: LearnerScope) {
  return { results: await withProgress(db, scope, await repo.achievementsFor(db, scope)) };
}

async function findAchievement(db: Database, scope: LearnerScope, id: number) {
  const rows = await repo.achievementsFor(db, scope, eq(achievements.id, id));
  const [achievement] = await withProgress(db, scope, rows);
  if (!rows[0] || !achievement) throw notFound('Achievement not found');
  return { row: rows[0], achievement };
}

export async function achievementDetail(db: Database, scope: LearnerScope, id: number) {
  return (await findAchievement(db, scope, id)).achievement;
}

export const notEarned = () => new HttpError(403, 'not_earned', 'Finish the module to unlock this prize');

export async function webinarAccess(db: Database, userId: number, webinarId: number): Promise<WebinarAccess | null> {
  const webinar = await repo.findWebinar(db, webinarId);
  if (!webinar) return null;
  const redeemed = await repo.redemptionOf(db, userId, webinarId);
  return {
    id: webinar.id,
    title: webinar.title,
    starts_at: webinar.startsAt.toISOString(),
    duration_minutes: webinar.durationMinutes,
    join_url: redeemed ? webinar.joinUrl : null,
    code: redeemed ? null : await repo.assignedCodeOf(db, userId, webinarId),
    attendance: await attendanceFor(db, userId, webinarId),
  };
}

/** Whether the learner earned an achievement whose prize is this webinar (only then may a code open it). */
export async function earnedWebinar(db: Database, scope: LearnerScope, webinarId: number): Promise<boolean> {
  const rows = await repo.achievementsFor(db, scope, eq(achievements.webinarId, webinarId));
  return (await withProgress(db, scope, rows)).some((achievement) => achievement.earned);
}

/** The learner's business as the report shows it, or undefined until its name and position are set. */
export async function reportBusiness(db: Database, userId: number) {
  const [business] = await db
    .select({
      name: businessProfiles.businessName,
      type: businessTypes.name,
      lat: businessProfiles.lat,
      lng: businessProfiles.lng,
      street: businessProfiles.street,
      exteriorNumber: businessProfiles.exteriorNumber,
      neighborhood: businessProfiles.neighborhood,
      city: businessProfiles.city,
      state: businessProfiles.state,
      postalCode: businessProfiles.postalCode,
    })
    .from(businessProfiles)
    .leftJoin(businessTypes, eq(businessProfiles.businessTypeId, businessTypes.id))
    .where(eq(businessProfiles.userId, userId));
  // A located business is one whose address was saved from the map (the pin comes with it).
  if (!business || business.lat === null || business.lng === null || !business.name) return undefined;
  const address: ReportAddress = {
    street: business.street ?? '',
    exteriorNumber: business.exteriorNumber ?? '',
    neighborhood: business.neighborhood ?? '',
    city: business.city ?? '',
    state: business.state ?? '',
    postalCode: business.postalCode ?? '',
  };
  return { name: business.name, type: business.type ?? 'Negocio', address };
}

/** Signs a report link for one learner and one prize (lib/report-link.ts). */
export type ReportSigner = (grant: { userId: number; achievementId: number }) => string;

/** A bare path means the learner's business data is not complete yet. */
async function reportPath(db: Database, userId: number, achievementId: number, sign: ReportSigner) {
  if (!(await reportBusiness(db, userId))) return BUSINESS_REPORT_PATH;
  return `${BUSINESS_REPORT_PATH}?${new URLSearchParams({ token: sign({ userId, achievementId }) })}`;
}

/** Whether this learner has earned this achievement and its prize is the business report. */
export async function earnedReport(db: Database, scope: LearnerScope, achievementId: number): Promise<boolean> {
  const rows = await repo.achievementsFor(db, scope, eq(achievements.id, achievementId));
  const [achievement] = await withProgress(db, scope, rows);
  return rows[0]?.prizeKind === 'report' && achievement?.earned === true;
}

export async function prizeAccess(
  db: Database,
  scope: LearnerScope,
  id: number,
  signReport: ReportSigner,
): Promise<PrizeAccess> {
  const { row, achievement } = await findAchievement(db, scope, id);
  if (!achievement.earned) throw notEarned();
  return {
    achievement_id: id,
    kind: row.prizeKind,
    webinar:
      row.prizeKind === 'webinar' && row.webinarId !== null
        ? await webinarAccess(db, scope.userId, row.webinarId)
        : null,
    report_path: row.prizeKind === 'report' ? await reportPath(db, scope.userId, id, signReport) : null,
    user_data_required: achievement.user_data_required,
    user_data_submitted: achievement.user_data_submitted,
  };
}

/** A shipping address only makes sense for an earned physical prize. */
export async function submitUserData(db: Database, scope: LearnerScope, id: number, address: ShippingAddress) {
  const { achievement } = await findAchievement(db, scope, id);
  if (achievement.prize.kind !== 'physical') {
    throw new HttpError(400, 'not_physical', 'This prize is not sent by mail; it needs no address');
  }
  if (!achievement.earned) throw new HttpError(400, 'not_earned', 'Finish the module before giving an address');
  await repo.saveUserData(db, scope.userId, id, address);
  return { status: 'saved' as const, address };
}
