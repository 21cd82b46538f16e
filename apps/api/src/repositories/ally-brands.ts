import type { BrandSettings } from '@aula/contracts/console-brand';
import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { allies, allyBrands, allyCountries, countries } from '../db/schema';

export type AllyBrandRow = typeof allyBrands.$inferSelect;

/** The countries an ally offers (its `ally_countries`), by code in the platform's order. */
export async function allyCountryCodes(db: Database, allyId: number): Promise<string[]> {
  const rows = await db
    .select({ code: countries.code })
    .from(allyCountries)
    .innerJoin(countries, eq(countries.id, allyCountries.countryId))
    .where(eq(allyCountries.allyId, allyId))
    .orderBy(asc(countries.id));
  return rows.map((row) => row.code);
}

/** Of `codes`, those the platform has no country for (the `countries` table). */
export async function unknownCountryCodes(db: Database, codes: string[]): Promise<string[]> {
  if (codes.length === 0) return [];
  const known = await db.select({ code: countries.code }).from(countries).where(inArray(countries.code, codes));
  const found = new Set(known.map((row) => row.code));
  return codes.filter((code) => !found.has(code));
}

/** The ally's name, thresholds, reminders' hour and countries: its brand's settings when none was seeded. */
export async function findAllyDefaults(db: Database, allyId: number) {
  const [row] = await db
    .select({
      name: allies.name,
      videoCompletePercent: allies.videoCompletePercent,
      readingWordsPerMinute: allies.readingWordsPerMinute,
      readingMinSeconds: allies.readingMinSeconds,
      remindersHour: allies.remindersHour,
    })
    .from(allies)
    .where(eq(allies.id, allyId))
    .limit(1);
  return row && { ...row, countries: await allyCountryCodes(db, allyId) };
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

/**
 * What other parts read from the ally's row (mails' name, part completion, the reminders' hour) and
 * its sites (`ally_countries`) follow the publication. A country left out loses only its row here:
 * its site stops answering, its learners and their records stay. Answers whether the sites changed.
 */
export async function writeAllyRowFromBrand(db: Database, allyId: number, brand: BrandSettings): Promise<boolean> {
  await db
    .update(allies)
    .set({
      name: brand.name,
      videoCompletePercent: brand.video_complete_percent,
      readingWordsPerMinute: brand.reading_words_per_minute,
      readingMinSeconds: brand.reading_min_seconds,
      remindersHour: brand.reminders_hour,
    })
    .where(eq(allies.id, allyId));
  return writeAllyCountries(db, allyId, brand.countries);
}

/** The ally's `ally_countries` become `codes` (codes the platform has no country for are skipped). */
async function writeAllyCountries(db: Database, allyId: number, codes: string[]): Promise<boolean> {
  if (codes.length === 0) return false;
  const wanted = await db.select({ id: countries.id }).from(countries).where(inArray(countries.code, codes));
  const ids = wanted.map((row) => row.id);
  if (ids.length === 0) return false;
  const removed = await db
    .delete(allyCountries)
    .where(and(eq(allyCountries.allyId, allyId), notInArray(allyCountries.countryId, ids)))
    .returning({ countryId: allyCountries.countryId });
  const added = await db
    .insert(allyCountries)
    .values(ids.map((countryId) => ({ allyId, countryId })))
    .onConflictDoNothing()
    .returning({ countryId: allyCountries.countryId });
  return removed.length > 0 || added.length > 0;
}

/** What the ally's pages show: its name, and its brand's seeded and published settings (null: no row). */
export async function findSiteBrandSource(db: Database, code: string) {
  const [row] = await db
    .select({
      allyId: allies.id,
      name: allies.name,
      suspendedAt: allies.suspendedAt,
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
