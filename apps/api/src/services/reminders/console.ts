import {
  fillWhatsappTemplate,
  type ReminderKind,
  type ReminderLanguage,
  type ReminderPreview,
  type ReminderStats,
  reminderMessageText,
} from '@aula/contracts/reminders';
import { allyPath } from '@aula/contracts/site-paths';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { allyKindSettings } from './ally-settings';
import { templateInUse } from './templates';

// The console's preview of a template (the draft, and the approved template sent outside WhatsApp's
// 24-hour window) and its weekly counts of what was sent.

const SAMPLE_NAME: Record<ReminderLanguage, string> = { es: 'Ana', en: 'Ana' };
const SAMPLE_LESSON: Record<ReminderKind, Record<ReminderLanguage, string>> = {
  stopped_mid_lesson: { es: 'Cómo fijar tus precios', en: 'How to set your prices' },
  new_module: { es: 'Ventas por WhatsApp', en: 'Selling on WhatsApp' },
  webinar_reminder: { es: 'Finanzas para tu negocio', en: 'Finances for your business' },
  achievement_earned: { es: 'Emprendedora digital', en: 'Digital entrepreneur' },
};

/** The title the preview fills `{leccion}` with: the ally's own newest lesson, module, webinar or achievement. */
async function sampleSubject(db: Database, allyId: number, kind: ReminderKind): Promise<string | undefined> {
  const query = {
    stopped_mid_lesson: sql`select l.title from lessons l join lesson_modules m on m.id = l.module_id
      where m.ally_id = ${allyId} and l.published_at is not null order by l.published_at desc, l.id desc limit 1`,
    new_module: sql`select title from lesson_modules where ally_id = ${allyId} order by published_at desc nulls last, id desc limit 1`,
    webinar_reminder: sql`select title from webinars where ally_id = ${allyId} order by starts_at desc limit 1`,
    achievement_earned: sql`select title from achievements where ally_id = ${allyId} order by id desc limit 1`,
  }[kind];
  return rowsOf<{ title: string }>(await db.execute(query))[0]?.title;
}

/** A sample learner's values for a kind's template, with links like the real ones (`token` standing for theirs). */
export async function sampleValues(
  db: Database,
  ally: { id: number; code: string; country: string },
  kind: ReminderKind,
  language: ReminderLanguage,
  origin: string,
  token: string,
) {
  const site = { country: ally.country, allyCode: ally.code };
  return {
    name: SAMPLE_NAME[language],
    lesson: (await sampleSubject(db, ally.id, kind)) ?? SAMPLE_LESSON[kind][language],
    returnUrl: `${origin}${allyPath(site, 'returnLink')}?t=${token}`,
    optOutUrl: `${origin}${allyPath(site, 'remindersOptOut')}?t=${token}`,
  };
}

export async function previewReminder(
  db: Database,
  ally: { id: number; code: string; country: string },
  input: { kind: ReminderKind; language: ReminderLanguage; body: string },
  origin: string,
): Promise<ReminderPreview> {
  // The sample's links look like the real ones, on the member's country, without a usable token.
  const values = await sampleValues(db, ally, input.kind, input.language, origin, '…');
  const text = reminderMessageText(input.body, input.language, values);
  // Outside the 24-hour window the learner reads the approved template, whatever the draft says.
  const saved = (await allyKindSettings(db, ally.id)).find((kind) => kind.kind === input.kind);
  const template = await templateInUse(db, ally, input.kind, input.language, saved?.templates[input.language] ?? '');
  return {
    text,
    sample: { name: values.name, lesson: values.lesson },
    template: {
      name: template.name,
      text: fillWhatsappTemplate(template.text, [values.name, values.lesson, values.returnUrl, values.optOutUrl]),
      approved: template.approved,
    },
  };
}

const WEEK = `'IYYY-"W"IW'`;

/** ISO week of a moment, as PostgreSQL writes it (`2026-W48`). */
export function isoWeekOf(at: Date): string {
  const day = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
  const weekday = day.getUTCDay() || 7;
  day.setUTCDate(day.getUTCDate() + 4 - weekday);
  const yearStart = Date.UTC(day.getUTCFullYear(), 0, 1);
  const week = Math.ceil(((day.getTime() - yearStart) / 86_400_000 + 1) / 7);
  return `${day.getUTCFullYear()}-W${String(week).padStart(2, '0')}`;
}

/** Per kind and ISO week (UTC) of queueing: how many went out and what became of them. */
export async function reminderStats(db: Database, allyId: number, weeks: number, now: Date): Promise<ReminderStats> {
  const from = new Date(now.getTime() - (weeks - 1) * 7 * 86_400_000);
  const fromWeekStart = new Date(
    Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate() - ((from.getUTCDay() + 6) % 7)),
  );
  const rows = rowsOf<{
    week: string;
    kind: ReminderKind;
    sent: number;
    delivered: number;
    read: number;
    clicked: number;
    returned: number;
    failed: number;
  }>(
    await db.execute(sql`
      select to_char(created_at at time zone 'UTC', ${sql.raw(WEEK)}) as week, kind,
        count(sent_at)::int as sent, count(delivered_at)::int as delivered, count(read_at)::int as read,
        count(clicked_at)::int as clicked, count(returned_at)::int as returned,
        count(*) filter (where status = 'failed')::int as failed
      from reminder_messages
      where ally_id = ${allyId} and created_at >= ${fromWeekStart.toISOString()}::timestamptz
      group by 1, 2
      having count(sent_at) > 0 or count(*) filter (where status = 'failed') > 0
      order by 1 desc, 2`),
  );
  return { from: isoWeekOf(from), to: isoWeekOf(now), results: rows };
}
