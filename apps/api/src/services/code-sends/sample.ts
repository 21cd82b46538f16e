import { type CodeMessageValues, webinarWhen } from '@aula/contracts/code-message';
import { mainTimeZoneOf } from '@aula/contracts/country-time-zones';
import type { ReminderLanguage } from '@aula/contracts/reminders';
import { allyPath } from '@aula/contracts/site-paths';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/rows';

// The example a webinar code's template goes to Meta with: the ally's own next webinar (or a
// stand-in before it has one), a made-up code and links like the real ones without a usable token.

const SAMPLE_WEBINAR: Record<ReminderLanguage, string> = {
  es: 'Finanzas para tu negocio',
  en: 'Finances for your business',
};
const WEEK_MS = 7 * 86_400_000;

export async function codeSampleValues(
  db: Database,
  ally: { id: number; code: string; country: string },
  language: ReminderLanguage,
  origin: string,
  now = new Date(),
): Promise<CodeMessageValues> {
  const [row] = rowsOf<{ name: string; webinar: string | null; achievement: number | null; starts_at: string | null }>(
    await db.execute(sql`
      select a.name, w.title as webinar, w.starts_at,
        (select min(id) from achievements where ally_id = a.id) as achievement
      from allies a left join lateral (
        select title, starts_at from webinars where ally_id = a.id order by starts_at desc limit 1
      ) w on true
      where a.id = ${ally.id}`),
  );
  const site = { country: ally.country, allyCode: ally.code };
  const startsAt = row?.starts_at ? new Date(row.starts_at) : new Date(now.getTime() + WEEK_MS);
  return {
    name: 'Ana',
    ally: row?.name ?? ally.code,
    webinar: row?.webinar ?? SAMPLE_WEBINAR[language],
    when: webinarWhen(startsAt, language, mainTimeZoneOf(ally.country)),
    code: 'ABC123',
    prizeUrl: `${origin}${allyPath(site, 'achievement', { achievementId: row?.achievement ?? 1 })}`,
    optOutUrl: `${origin}${allyPath(site, 'remindersOptOut', {}, { t: 'AbC123xYz' })}`,
  };
}
