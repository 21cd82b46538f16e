import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { hashSecret } from '../../../lib/secrets';
import type { Database } from '../../client';
import {
  achievements,
  allies,
  businessProfiles,
  businessTypes,
  countries,
  lessonModules,
  lessonParts,
  lessons,
  moduleBusinessTypes,
  partCompletions,
  users,
  webinarCodes,
  webinars,
} from '../../schema';
import { DEMO_STAFF } from '../demo-users';
import { ACHIEVEMENTS, DEMO_BUSINESSES, DEMO_PROGRESS, MODULE_BUSINESS_TYPES } from './learning-data';

const DAY_MS = 86_400_000;
const CODES_PER_WEBINAR = 10;

function lookup<T>(map: Map<string, T>, key: string, what: string): T {
  const found = map.get(key);
  if (found === undefined) throw new Error(`Seed names unknown ${what} ${key}`);
  return found;
}

/** Staff, module targets, part media, achievements with webinars, and the demo learners' progress. */
export async function seedLearning(db: Database, now: Date): Promise<void> {
  const allyId = new Map((await db.select().from(allies)).map((row) => [row.code, row.id]));
  const moduleId = new Map((await db.select().from(lessonModules)).map((row) => [row.title, row.id]));
  const typeId = new Map((await db.select().from(businessTypes)).map((row) => [row.name, row.id]));
  const [mx] = await db.select().from(countries).where(eq(countries.code, 'mx'));

  await db.insert(users).values({
    name: DEMO_STAFF.name,
    email: DEMO_STAFF.email,
    passwordHash: await hashSecret(DEMO_STAFF.password),
    access: 'staff',
    allyId: lookup(allyId, DEMO_STAFF.allyCode, 'ally'),
    countryId: mx?.id ?? 0,
  });

  for (const [title, types] of Object.entries(MODULE_BUSINESS_TYPES)) {
    const id = lookup(moduleId, title, 'module');
    await db
      .insert(moduleBusinessTypes)
      .values(types.map((type) => ({ moduleId: id, businessTypeId: lookup(typeId, type, 'business type') })));
  }

  // Videos and downloads live on the media host; readings are text only.
  await db
    .update(lessonParts)
    .set({
      mediaUrl: sql`'https://media.aula.example/lessons/' || ${lessonParts.lessonId} || '/' || ${lessonParts.position} || case when ${lessonParts.kind} = 'video' then '.mp4' else '.pdf' end`,
    })
    .where(sql`${lessonParts.kind} <> 'reading'`);

  for (const [position, item] of ACHIEVEMENTS.entries()) {
    const ally = lookup(allyId, item.ally, 'ally');
    let webinarId: number | null = null;
    if (item.webinar) {
      const [webinar] = await db
        .insert(webinars)
        .values({
          allyId: ally,
          title: item.webinar.title,
          startsAt: new Date(now.getTime() + item.webinar.startsInDays * DAY_MS),
          durationMinutes: item.webinar.durationMinutes,
          joinUrl: item.webinar.joinUrl,
        })
        .returning({ id: webinars.id });
      webinarId = webinar?.id ?? null;
      if (webinarId !== null) {
        const id = webinarId;
        const codes = Array.from(
          { length: CODES_PER_WEBINAR },
          (_, index) => `${item.webinar?.codePrefix}-${String(index + 1).padStart(2, '0')}`,
        );
        await db.insert(webinarCodes).values(codes.map((code) => ({ webinarId: id, code })));
      }
    }
    await db.insert(achievements).values({
      allyId: ally,
      moduleId: lookup(moduleId, item.module, 'module'),
      title: item.title,
      description: item.description,
      prizeKind: item.prize.kind,
      prizeTitle: item.prize.title,
      prizeDescription: item.prize.description,
      webinarId,
      position: position + 1,
    });
  }

  await seedDemoProgress(db, typeId, now);
}

async function seedDemoProgress(db: Database, typeId: Map<string, number>, now: Date) {
  for (const [email, progress] of Object.entries(DEMO_PROGRESS)) {
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
    if (!user) continue;
    const parts = await db
      .select({ id: lessonParts.id })
      .from(lessonParts)
      .innerJoin(lessons, eq(lessonParts.lessonId, lessons.id))
      .innerJoin(lessonModules, eq(lessons.moduleId, lessonModules.id))
      .where(
        and(
          isNotNull(lessons.publishedAt),
          sql`(${inArray(lessonModules.title, ['', ...progress.finishedModules])} or ${inArray(lessons.title, ['', ...progress.finishedLessons])} or ${inArray(lessonParts.title, ['', ...progress.openedParts])})`,
        ),
      );
    const completedAt = new Date(now.getTime() - DAY_MS);
    if (parts.length) {
      await db
        .insert(partCompletions)
        .values(parts.map((part) => ({ userId: user.id, partId: part.id, completedAt, lastViewedAt: completedAt })));
    }
    const business = DEMO_BUSINESSES[email];
    if (business) {
      const { name, type, ...address } = business;
      await db.insert(businessProfiles).values({
        userId: user.id,
        businessName: name,
        businessTypeId: lookup(typeId, type, 'business type'),
        countryCode: 'mx',
        ...address,
      });
    }
  }
}
