import type {
  ReminderTemplate,
  ReminderTemplateStatus,
  WhatsappTemplateVersion,
} from '@aula/contracts/reminder-templates';
import {
  REMINDER_FOOTER,
  REMINDER_KINDS,
  REMINDER_LANGUAGES,
  type ReminderKind,
  type ReminderLanguage,
  whatsappTemplateName,
  whatsappTemplateText,
} from '@aula/contracts/reminders';
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { reminderTemplates } from '../../db/schema/reminder-templates';
import type { KindSettings } from './ally-settings';

// The reminders' WhatsApp templates as the console and the send path read them (issue 40): per kind
// and language, the newest approved version (what a message outside the 24-hour window goes as)
// and the newest submission (what Meta is reviewing, or refused).

export type TemplateRow = typeof reminderTemplates.$inferSelect;

/** An ally's submissions of one kind and language, or of all, newest version first. */
export function templateRows(db: Database, allyId: number, of?: { kind: ReminderKind; language: ReminderLanguage }) {
  return db
    .select()
    .from(reminderTemplates)
    .where(
      and(
        eq(reminderTemplates.allyId, allyId),
        of ? eq(reminderTemplates.kind, of.kind) : undefined,
        of ? eq(reminderTemplates.language, of.language) : undefined,
      ),
    )
    .orderBy(desc(reminderTemplates.version));
}

export function versionAnswer(row: TemplateRow): WhatsappTemplateVersion {
  return {
    version: row.version,
    name: row.name,
    body: row.body,
    text: row.text,
    status: row.status,
    reason: row.reason,
    submittedAt: row.submittedAt.toISOString(),
    checkedAt: row.checkedAt?.toISOString() ?? null,
  };
}

/** One kind and language from its rows (newest first) and the kind's saved text. */
export function templateAnswer(
  kind: ReminderKind,
  language: ReminderLanguage,
  rows: TemplateRow[],
  savedBody: string,
): ReminderTemplate {
  const newest = rows[0];
  const approved = rows.find((row) => row.status === 'approved');
  const status: ReminderTemplateStatus = newest?.status ?? 'not_submitted';
  return {
    kind,
    language,
    status,
    approved: approved ? versionAnswer(approved) : null,
    latest: newest && newest !== approved ? versionAnswer(newest) : null,
    // A rejected text may be sent again as it is (Meta's review is not always right, and a
    // submission that never reached Meta is kept as rejected).
    submittable: !newest || newest.body !== savedBody || newest.status === 'rejected',
  };
}

/** Every kind's two templates, in REMINDER_KINDS order, Spanish first. */
export async function templateAnswers(
  db: Database,
  allyId: number,
  kinds: KindSettings[],
): Promise<ReminderTemplate[]> {
  const rows = await templateRows(db, allyId);
  return REMINDER_KINDS.flatMap((kind) =>
    REMINDER_LANGUAGES.map((language) =>
      templateAnswer(
        kind,
        language,
        rows.filter((row) => row.kind === kind && row.language === language),
        kinds.find((settings) => settings.kind === kind)?.templates[language] ?? '',
      ),
    ),
  );
}

export interface TemplateInUse {
  name: string;
  /** As Meta holds it, `{{1}}`... for the learner's name, the subject, the return and opt-out links. */
  text: string;
  approved: boolean;
}

/**
 * What a message outside the 24-hour window goes as: the newest approved version. Before any was
 * approved (an ally whose templates were registered by hand before the console submitted them),
 * the first name with the saved text, as the reminders sent until issue 40.
 */
export async function templateInUse(
  db: Database,
  ally: { id: number; code: string },
  kind: ReminderKind,
  language: ReminderLanguage,
  savedBody: string,
): Promise<TemplateInUse> {
  const [approved] = await db
    .select({ name: reminderTemplates.name, text: reminderTemplates.text })
    .from(reminderTemplates)
    .where(
      and(
        eq(reminderTemplates.allyId, ally.id),
        eq(reminderTemplates.kind, kind),
        eq(reminderTemplates.language, language),
        eq(reminderTemplates.status, 'approved'),
      ),
    )
    .orderBy(desc(reminderTemplates.version))
    .limit(1);
  if (approved) return { ...approved, approved: true };
  return {
    name: whatsappTemplateName(ally.code, kind, language),
    text: whatsappTemplateText(savedBody, REMINDER_FOOTER[language]),
    approved: false,
  };
}
