import type { BrandSettings } from '@aula/contracts/console-brand';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { allies, allyBrands } from '../db/schema';

export type AllyBrandRow = typeof allyBrands.$inferSelect;

/** The ally's name and completion thresholds: its brand's settings when none was seeded. */
export async function findAllyDefaults(db: Database, allyId: number) {
  const [row] = await db
    .select({
      name: allies.name,
      videoCompletePercent: allies.videoCompletePercent,
      readingWordsPerMinute: allies.readingWordsPerMinute,
      readingMinSeconds: allies.readingMinSeconds,
    })
    .from(allies)
    .where(eq(allies.id, allyId))
    .limit(1);
  return row;
}

export async function findAllyBrand(db: Database, allyId: number): Promise<AllyBrandRow | undefined> {
  const [row] = await db.select().from(allyBrands).where(eq(allyBrands.allyId, allyId)).limit(1);
  return row;
}

/** Starts an ally's brand from `seeded` unless a row exists (a concurrent first save may have made it). */
export async function insertAllyBrand(db: Database, allyId: number, seeded: BrandSettings): Promise<void> {
  await db.insert(allyBrands).values({ allyId, seeded }).onConflictDoNothing();
}

/** Saves the draft if it is still at `version`; undefined when someone saved it since. */
export async function saveBrandDraft(
  db: Database,
  allyId: number,
  version: number,
  draft: BrandSettings,
): Promise<AllyBrandRow | undefined> {
  const [row] = await db
    .update(allyBrands)
    .set({ draft, version: sql`${allyBrands.version} + 1` })
    .where(and(eq(allyBrands.allyId, allyId), eq(allyBrands.version, version)))
    .returning();
  return row;
}

/**
 * Publishes the draft of `version` (or, never saved, the brand shown now) in one statement, so a
 * save landing meanwhile makes it miss rather than publish a mix; undefined when it missed.
 */
export async function publishBrandDraft(
  db: Database,
  allyId: number,
  version: number,
  now: Date,
): Promise<AllyBrandRow | undefined> {
  const [row] = await db
    .update(allyBrands)
    .set({
      published: sql`coalesce(${allyBrands.draft}, ${allyBrands.published}, ${allyBrands.seeded})`,
      publishedVersion: version,
      publishedAt: now,
    })
    .where(and(eq(allyBrands.allyId, allyId), eq(allyBrands.version, version)))
    .returning();
  return row;
}

/** What other parts read from the ally's row (mails' name, part completion) follows the publication. */
export async function writeAllyRowFromBrand(db: Database, allyId: number, brand: BrandSettings): Promise<void> {
  await db
    .update(allies)
    .set({
      name: brand.name,
      videoCompletePercent: brand.video_complete_percent,
      readingWordsPerMinute: brand.reading_words_per_minute,
      readingMinSeconds: brand.reading_min_seconds,
    })
    .where(eq(allies.id, allyId));
}

/** What the ally's pages show: its name, and its brand's seeded and published settings (null: no row). */
export async function findSiteBrandSource(db: Database, code: string) {
  const [row] = await db
    .select({
      name: allies.name,
      seeded: allyBrands.seeded,
      published: allyBrands.published,
      publishedVersion: allyBrands.publishedVersion,
    })
    .from(allies)
    .leftJoin(allyBrands, eq(allyBrands.allyId, allies.id))
    .where(eq(allies.code, code))
    .limit(1);
  return row;
}
