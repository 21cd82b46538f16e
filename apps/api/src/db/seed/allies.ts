import { demoCheckDefinition } from '@aula/demo-content/checks';
import { curriculumOf } from '@aula/demo-content/curriculum';
import { LANDINGS, landingOf } from '@aula/demo-content/landings';
import { DEMO_MEDIA } from '@aula/demo-content/media';
import { daysAgo } from '@aula/demo-content/time';
import type { DemoAlly, DemoLesson } from '@aula/demo-content/types';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { servedVideoSeconds, wholeSeconds } from '../../lib/video-length';
import type { Database } from '../client';
import {
  allies,
  allyCountries,
  countries,
  landingPages,
  lessonModules,
  lessonParts,
  lessons,
  lessonViews,
} from '../schema';

/** The same lock as every seeding step, so concurrent starts never both add an ally. */
export const SEED_LOCK_ID = 7_340_202;

async function countryIds(db: Database): Promise<(code: string) => number> {
  const ids = new Map((await db.select().from(countries)).map((row) => [row.code, row.id]));
  return (code) => {
    const found = ids.get(code);
    if (found === undefined) throw new Error(`Seed names unknown country ${code}`);
    return found;
  };
}

/** One ally from its brand folder: its countries, its landing page and its curriculum. */
export async function seedAlly(db: Database, ally: DemoAlly, now: Date): Promise<number> {
  const idOf = await countryIds(db);
  const [row] = await db.insert(allies).values({ code: ally.code, name: ally.name }).returning({ id: allies.id });
  if (!row) throw new Error(`Could not insert ally ${ally.code}`);
  await db.insert(allyCountries).values(ally.countries.map((code) => ({ allyId: row.id, countryId: idOf(code) })));
  await db.insert(landingPages).values({ allyId: row.id, ...landingOf(ally) });

  for (const [modulePosition, module] of curriculumOf(ally.code).entries()) {
    const [moduleRow] = await db
      .insert(lessonModules)
      .values({
        allyId: row.id,
        countryId: module.country ? idOf(module.country) : null,
        title: module.title,
        description: module.description,
        coverImageUrl: module.cover ?? null,
        position: modulePosition + 1,
        certifying: module.certifying ?? false,
      })
      .returning({ id: lessonModules.id });
    if (!moduleRow) throw new Error(`Could not insert module ${module.title}`);

    for (const [lessonPosition, lesson] of module.lessons.entries()) {
      const [lessonRow] = await db
        .insert(lessons)
        .values({
          moduleId: moduleRow.id,
          title: lesson.title,
          summary: lesson.summary,
          introduction: lesson.introduction,
          coverImageUrl: lesson.cover ?? null,
          durationMinutes: lesson.parts.reduce((sum, part) => sum + part.minutes, 0),
          position: lessonPosition + 1,
          publishedAt: lesson.publishedDaysAgo === null ? null : daysAgo(lesson.publishedDaysAgo, now),
          views: lesson.views,
        })
        .returning({ id: lessons.id });
      if (!lessonRow) throw new Error(`Could not insert lesson ${lesson.title}`);
      const partRows = await db
        .insert(lessonParts)
        .values(
          lesson.parts.map((part, index) => ({
            lessonId: lessonRow.id,
            title: part.title,
            kind: part.kind,
            content: part.content,
            durationMinutes: part.minutes,
            position: index + 1,
          })),
        )
        .returning({ id: lessonParts.id, title: lessonParts.title });
      await seedChecks(db, lesson.parts, partRows);
      if (lesson.views > 0) {
        await db.insert(lessonViews).values(Array.from({ length: lesson.views }, () => ({ lessonId: lessonRow.id })));
      }
    }
  }
  return row.id;
}

/** A lesson's check parts get their questions, the parts to review named by their ids. */
async function seedChecks(db: Database, parts: DemoLesson['parts'], rows: { id: number; title: string }[]) {
  const partIdOf = (title: string) => {
    const row = rows.find((candidate) => candidate.title === title);
    if (!row) throw new Error(`A demo check names a part its lesson does not have: ${title}`);
    return row.id;
  };
  for (const part of parts) {
    if (!part.check) continue;
    await db
      .update(lessonParts)
      .set({ checkDefinition: demoCheckDefinition(part.check, partIdOf) })
      .where(eq(lessonParts.id, partIdOf(part.title)));
  }
}

/** Videos and downloads play from the demo media the API serves; readings are text only, checks questions. Parts that have media keep it. */
export async function fillPartMedia(db: Database): Promise<void> {
  await db
    .update(lessonParts)
    .set({
      mediaUrl: sql`case when ${lessonParts.kind} = 'video' then ${DEMO_MEDIA.video} else ${DEMO_MEDIA.download} end`,
    })
    .where(sql`${lessonParts.kind} in ('video', 'download') and ${lessonParts.mediaUrl} is null`);
  await fillDemoVideoLengths(db);
}

/**
 * The demo video's real length on the parts that play it, read from its file (as an upload's is),
 * also in a database seeded before parts had one: without it a 20 s video would be judged by its
 * part's minutes and never count as watched.
 */
export async function fillDemoVideoLengths(db: Database): Promise<void> {
  const seconds = await servedVideoSeconds(DEMO_MEDIA.video);
  if (seconds === null) throw new Error(`The demo video ${DEMO_MEDIA.video} has no length its header gives`);
  await db
    .update(lessonParts)
    .set({ mediaSeconds: wholeSeconds(seconds) })
    .where(sql`${lessonParts.mediaUrl} = ${DEMO_MEDIA.video} and ${lessonParts.mediaSeconds} is null`);
}

/**
 * The demo allies' own reviews, also on a database seeded while every landing quoted one shared
 * catalogue: a demo landing whose reviews were never written (null) gets its own. One the team
 * emptied holds an empty list and is left alone.
 */
export async function fillDemoLandingReviews(db: Database): Promise<void> {
  for (const [code, landing] of Object.entries(LANDINGS)) {
    if (!landing.reviews) continue;
    const ally = db.select({ id: allies.id }).from(allies).where(eq(allies.code, code));
    await db
      .update(landingPages)
      .set({ reviews: landing.reviews })
      .where(and(isNull(landingPages.reviews), inArray(landingPages.allyId, ally)));
  }
}

/**
 * A brand folder added after the database was seeded (an older `.data/`) becomes an ally on the
 * next start, with its landing page and curriculum; returns whether it added any.
 */
export async function seedMissingAllies(db: Database, brandAllies: DemoAlly[], now: Date): Promise<boolean> {
  const missing = async (tx: Database) => {
    const known = new Set((await tx.select({ code: allies.code }).from(allies)).map((row) => row.code));
    return brandAllies.filter((ally) => !known.has(ally.code));
  };
  if ((await missing(db)).length === 0) return false;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`);
    const toAdd = await missing(tx);
    for (const ally of toAdd) await seedAlly(tx, ally, now);
    await fillPartMedia(tx);
    return toAdd.length > 0;
  });
}
