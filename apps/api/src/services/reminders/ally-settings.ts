import { whatsappTemplateName } from '@aula/contracts/reminder-templates';
import {
  DEFAULT_REMINDER_SETTINGS,
  DEFAULT_REMINDER_TEMPLATES,
  REMINDER_FOOTER,
  REMINDER_KINDS,
  type ReminderKind,
  type ReminderKindInput,
  type ReminderKindSettings,
  type ReminderLanguage,
  whatsappTemplateText,
} from '@aula/contracts/reminders';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { allies } from '../../db/schema/allies';
import { reminderAllySettings } from '../../db/schema/reminders';
import { editConflict } from '../../lib/console-input';

// What each ally sends: per kind on or off, N days, the hour, and its own words in es and en.
// A kind the ally never saved is off, with the default texts to start from and the hour its brand
// publishes ("Marca", allies.reminders_hour), at version 1; each save is one more, and a save from
// an older version than the row's is refused (409 edit_conflict).

type SettingsRow = typeof reminderAllySettings.$inferSelect;

export interface KindSettings {
  kind: ReminderKind;
  version: number;
  enabled: boolean;
  afterDays: number;
  sendHour: number;
  templates: Record<ReminderLanguage, string>;
  updatedAt: Date | null;
}

/** The hour the ally's brand sets for the kinds its team never set one for. */
async function brandHourOf(db: Database, allyId: number): Promise<number> {
  const [ally] = await db.select({ hour: allies.remindersHour }).from(allies).where(eq(allies.id, allyId));
  return ally?.hour ?? DEFAULT_REMINDER_SETTINGS.sendHour;
}

function settingsOf(kind: ReminderKind, row: SettingsRow | undefined, brandHour: number): KindSettings {
  return row
    ? {
        kind,
        version: row.version,
        enabled: row.enabled,
        afterDays: row.afterDays,
        sendHour: row.sendHour,
        templates: { es: row.templateEs, en: row.templateEn },
        updatedAt: row.updatedAt,
      }
    : {
        kind,
        version: 1,
        ...DEFAULT_REMINDER_SETTINGS,
        sendHour: brandHour,
        templates: { ...DEFAULT_REMINDER_TEMPLATES[kind] },
        updatedAt: null,
      };
}

export async function allyKindSettings(db: Database, allyId: number): Promise<KindSettings[]> {
  const rows = await db.select().from(reminderAllySettings).where(eq(reminderAllySettings.allyId, allyId));
  const brandHour = await brandHourOf(db, allyId);
  return REMINDER_KINDS.map((kind) =>
    settingsOf(
      kind,
      rows.find((row) => row.kind === kind),
      brandHour,
    ),
  );
}

/** The console's view of a kind: with the name and text of the WhatsApp template it stands for. */
export function kindAnswer(allyCode: string, settings: KindSettings): ReminderKindSettings {
  const template = (language: ReminderLanguage) => ({
    body: settings.templates[language],
    whatsappTemplateName: whatsappTemplateName(allyCode, settings.kind, language),
    whatsappTemplateText: whatsappTemplateText(settings.templates[language], REMINDER_FOOTER[language]),
  });
  return {
    kind: settings.kind,
    version: settings.version,
    enabled: settings.enabled,
    afterDays: settings.afterDays,
    sendHour: settings.sendHour,
    templates: { es: template('es'), en: template('en') },
    updatedAt: settings.updatedAt?.toISOString() ?? null,
  };
}

export async function saveKindSettings(
  db: Database,
  ally: { id: number; code: string },
  kind: ReminderKind,
  input: ReminderKindInput,
  userId: number,
  now: Date,
): Promise<ReminderKindSettings> {
  const values = {
    enabled: input.enabled,
    afterDays: input.afterDays,
    sendHour: input.sendHour,
    templateEs: input.templates.es.body,
    templateEn: input.templates.en.body,
    updatedBy: userId,
    updatedAt: now,
  };
  const next = { ...values, version: sql`${reminderAllySettings.version} + 1` };
  // Version 1 is the kind never saved (no row: the first save writes version 2) or a row from
  // before versions; any other version must still be the row's.
  const [row] =
    input.version === 1
      ? await db
          .insert(reminderAllySettings)
          .values({ allyId: ally.id, kind, ...values, version: 2 })
          .onConflictDoUpdate({
            target: [reminderAllySettings.allyId, reminderAllySettings.kind],
            set: next,
            setWhere: eq(reminderAllySettings.version, 1),
          })
          .returning()
      : await db
          .update(reminderAllySettings)
          .set(next)
          .where(
            and(
              eq(reminderAllySettings.allyId, ally.id),
              eq(reminderAllySettings.kind, kind),
              eq(reminderAllySettings.version, input.version),
            ),
          )
          .returning();
  if (!row) throw editConflict(await kindSettingsAnswer(db, ally, kind));
  return kindAnswer(ally.code, settingsOf(kind, row, input.sendHour));
}

/** One kind as the console shows it now (the `current` of a 409). */
export async function kindSettingsAnswer(
  db: Database,
  ally: { id: number; code: string },
  kind: ReminderKind,
): Promise<ReminderKindSettings> {
  const [row] = await db
    .select()
    .from(reminderAllySettings)
    .where(and(eq(reminderAllySettings.allyId, ally.id), eq(reminderAllySettings.kind, kind)));
  return kindAnswer(ally.code, settingsOf(kind, row, await brandHourOf(db, ally.id)));
}

/** Allies with at least one kind switched on: the only ones the scheduler looks at. */
export async function alliesWithReminders(db: Database) {
  const rows = await db
    .selectDistinct({ allyId: allies.id, allyCode: allies.code, allyName: allies.name })
    .from(reminderAllySettings)
    .innerJoin(allies, eq(allies.id, reminderAllySettings.allyId))
    .where(eq(reminderAllySettings.enabled, true));
  return rows;
}
