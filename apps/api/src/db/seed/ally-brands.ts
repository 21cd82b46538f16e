import type { BrandSettings } from '@aula/contracts/console-brand';
import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { allies, allyBrands } from '../schema';
import type { BrandAlly } from './brand-allies';

/**
 * Every seed run writes each folder's brand into `ally_brands.seeded`, so an edited folder shows
 * after a restart while the team has published nothing; the team's draft and publication are never
 * touched. The folder has no thresholds nor reminders' hour: they are the ally row's (which a
 * publication writes).
 * Returns whether any row changed.
 */
export async function seedAllyBrands(db: Database, brandAllies: BrandAlly[]): Promise<boolean> {
  if (brandAllies.length === 0) return false;
  const byCode = new Map(brandAllies.map((ally) => [ally.code, ally]));
  const rows = await db
    .select({
      id: allies.id,
      code: allies.code,
      videoCompletePercent: allies.videoCompletePercent,
      readingWordsPerMinute: allies.readingWordsPerMinute,
      readingMinSeconds: allies.readingMinSeconds,
      remindersHour: allies.remindersHour,
    })
    .from(allies)
    .where(inArray(allies.code, [...byCode.keys()]));
  const values = rows.flatMap((row) => {
    const ally = byCode.get(row.code);
    if (!ally) return [];
    const seeded: BrandSettings = {
      name: ally.name,
      tagline: ally.tagline,
      // The folder's logo is the build's file: the brand names none of its own.
      logo_url: null,
      app_icon_url: null,
      colors: ally.colors,
      ...ally.site,
      reminders_hour: row.remindersHour,
      video_complete_percent: row.videoCompletePercent,
      reading_words_per_minute: row.readingWordsPerMinute,
      reading_min_seconds: row.readingMinSeconds,
    };
    return [{ allyId: row.id, seeded }];
  });
  if (values.length === 0) return false;
  const written = await db
    .insert(allyBrands)
    .values(values)
    .onConflictDoUpdate({
      target: allyBrands.allyId,
      set: { seeded: sql`excluded.seeded`, updatedAt: sql`now()` },
      // An unchanged folder writes nothing, so a restart's seed reports nothing new.
      setWhere: sql`${allyBrands.seeded} is distinct from excluded.seeded`,
    })
    .returning({ allyId: allyBrands.allyId });
  return written.length > 0;
}
