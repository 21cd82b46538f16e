import type { ConsoleCheck } from '@aula/contracts/knowledge-checks';
import { ACHIEVEMENTS, webinarCodes } from '@aula/demo-content/achievements';
import { rightOptionsOf } from '@aula/demo-content/checks';
import { DEMO_STAFF } from '@aula/demo-content/demo-users';
import { DEMO_BUSINESSES, DEMO_PROGRESS } from '@aula/demo-content/learners';
import { MODULE_BUSINESS_TYPES } from '@aula/demo-content/module-audiences';
import { daysAgo, daysAhead } from '@aula/demo-content/time';
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { hashSecret } from '../../../lib/secrets';
import type { Database } from '../../client';
import {
  achievements,
  allies,
  businessImprovements,
  businessProfileImprovements,
  businessProfiles,
  businessTypes,
  checkAttempts,
  countries,
  employeeNumbers,
  lessonModules,
  lessonParts,
  lessons,
  moduleBusinessTypes,
  partCompletions,
  users,
  webinarCodes as webinarCodeRows,
  webinars,
  weeklyIncomes,
} from '../../schema';
import { fillPartMedia } from '../allies';
import { gradedDemoTry } from '../check-tries';

function lookup<T>(map: Map<string, T>, key: string, what: string): T {
  const found = map.get(key);
  if (found === undefined) throw new Error(`Seed names unknown ${what} ${key}`);
  return found;
}

const byName = async (db: Database, table: typeof businessTypes) =>
  new Map((await db.select({ id: table.id, name: table.name }).from(table)).map((row) => [row.name, row.id]));

/**
 * Staff, module audiences, part media, achievements with webinars, and the demo learners' progress
 * and businesses. Content of an ally without a brand folder is skipped, not an error.
 */
export async function seedLearning(db: Database, now: Date): Promise<void> {
  const allyRows = await db.select().from(allies).orderBy(allies.id);
  const allyId = new Map(allyRows.map((row) => [row.code, row.id]));
  const modules = await db.select().from(lessonModules).orderBy(lessonModules.id);
  const moduleId = new Map(modules.map((row) => [`${row.allyId}:${row.title}`, row.id]));
  const typeId = await byName(db, businessTypes);
  const countryId = new Map((await db.select().from(countries)).map((row) => [row.code, row.id]));

  await db.insert(users).values({
    name: DEMO_STAFF.name,
    email: DEMO_STAFF.email,
    passwordHash: await hashSecret(DEMO_STAFF.password),
    access: 'staff',
    allyId: allyId.get(DEMO_STAFF.allyCode) ?? allyRows[0]?.id ?? 0,
    countryId: lookup(countryId, DEMO_STAFF.country, 'country'),
  });

  for (const module of modules) {
    const types = MODULE_BUSINESS_TYPES[module.title] ?? [];
    if (types.length === 0) continue;
    await db
      .insert(moduleBusinessTypes)
      .values(types.map((type) => ({ moduleId: module.id, businessTypeId: lookup(typeId, type, 'business type') })));
  }

  await fillPartMedia(db);

  // The same order as numberAchievements in @aula/demo-content/numbering, so the ids agree.
  let position = 0;
  for (const item of ACHIEVEMENTS) {
    const ally = allyId.get(item.ally);
    if (ally === undefined) continue;
    let webinarId: number | null = null;
    if (item.webinar) {
      const [webinar] = await db
        .insert(webinars)
        .values({
          allyId: ally,
          title: item.webinar.title,
          startsAt: daysAhead(item.webinar.startsInDays, now),
          durationMinutes: item.webinar.durationMinutes,
          joinUrl: item.webinar.joinUrl,
        })
        .returning({ id: webinars.id });
      if (!webinar) throw new Error(`Could not insert webinar ${item.webinar.title}`);
      webinarId = webinar.id;
      await db
        .insert(webinarCodeRows)
        .values(webinarCodes(item.webinar).map((code) => ({ webinarId: webinar.id, code })));
    }
    position += 1;
    await db.insert(achievements).values({
      allyId: ally,
      moduleId: lookup(moduleId, `${ally}:${item.module}`, 'module'),
      title: item.title,
      description: item.description,
      prizeKind: item.prize.kind,
      prizeTitle: item.prize.title,
      prizeDescription: item.prize.description,
      webinarId,
      position,
    });
  }

  await seedDemoProgress(db, now);
  await seedDemoBusinesses(db, typeId);
}

async function seedDemoProgress(db: Database, now: Date) {
  for (const [email, progress] of Object.entries(DEMO_PROGRESS)) {
    const [user] = await db.select({ id: users.id, allyId: users.allyId }).from(users).where(eq(users.email, email));
    if (!user) continue;
    const parts = await db
      .select({ id: lessonParts.id, check: lessonParts.checkDefinition })
      .from(lessonParts)
      .innerJoin(lessons, eq(lessonParts.lessonId, lessons.id))
      .innerJoin(lessonModules, eq(lessons.moduleId, lessonModules.id))
      .where(
        and(
          eq(lessonModules.allyId, user.allyId),
          isNotNull(lessons.publishedAt),
          sql`(${inArray(lessonModules.title, ['', ...progress.finishedModules])} or ${inArray(lessons.title, ['', ...progress.finishedLessons])} or ${inArray(lessonParts.title, ['', ...progress.openedParts])})`,
        ),
      );
    const completedAt = daysAgo(1, now);
    if (parts.length) {
      await db
        .insert(partCompletions)
        .values(parts.map((part) => ({ userId: user.id, partId: part.id, completedAt, lastViewedAt: completedAt })));
      await seedPassedChecks(db, user.id, parts, completedAt);
    }
  }
}

/** A check part done is a check passed: one try, every question right, at the completion's time. */
async function seedPassedChecks(
  db: Database,
  userId: number,
  parts: { id: number; check: ConsoleCheck | null }[],
  submittedAt: Date,
) {
  const tries = parts.flatMap(({ id, check }) =>
    check ? [gradedDemoTry(check, rightOptionsOf(check), { userId, partId: id, attempt: 1, submittedAt })] : [],
  );
  if (tries.length > 0) await db.insert(checkAttempts).values(tries);
}

async function seedDemoBusinesses(db: Database, typeId: Map<string, number>) {
  const employeesId = await byName(db, employeeNumbers);
  const incomeId = await byName(db, weeklyIncomes);
  const improvementId = await byName(db, businessImprovements);
  for (const [email, business] of Object.entries(DEMO_BUSINESSES)) {
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
    if (!user) continue;
    const { address } = business;
    await db.insert(businessProfiles).values({
      userId: user.id,
      businessName: business.name,
      businessTypeId: lookup(typeId, business.type, 'business type'),
      employeeNumberId: business.employees ? lookup(employeesId, business.employees, 'employee number') : null,
      weeklyIncomeId: business.weeklyIncome ? lookup(incomeId, business.weeklyIncome, 'weekly income') : null,
      foundedYear: business.foundedYear,
      phoneNumber: business.phone,
      street: address.street,
      exteriorNumber: address.exteriorNumber,
      neighborhood: address.neighborhood,
      city: address.city,
      state: address.state,
      postalCode: address.postalCode,
      countryCode: address.country,
      lat: address.lat,
      lng: address.lng,
    });
    if (business.improvements.length) {
      await db.insert(businessProfileImprovements).values(
        business.improvements.map((name) => ({
          userId: user.id,
          improvementId: lookup(improvementId, name, 'business improvement'),
        })),
      );
    }
  }
}
