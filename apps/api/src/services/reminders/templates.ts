import { codeTemplateText } from '@aula/contracts/code-message';
import {
  isReminderKind,
  type ReminderTemplate,
  type ReminderTemplateStatus,
  TEMPLATE_KINDS,
  type TemplateKind,
  templateTextOf,
  type WhatsappTemplateVersion,
  whatsappTemplateName,
} from '@aula/contracts/reminder-templates';
import { REMINDER_LANGUAGES, type ReminderLanguage } from '@aula/contracts/reminders';
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { allies } from '../../db/schema/allies';
import { reminderTemplates } from '../../db/schema/reminder-templates';
import type { KindSettings } from './ally-settings';

// The WhatsApp templates as the console and the send paths read them (issue 40): per kind (the
// reminders' and the webinar code's) and language, the newest approved version (what a message
// outside the 24-hour window goes as) and the newest submission (what Meta is reviewing, or refused).

export type TemplateRow = typeof reminderTemplates.$inferSelect;

/** An ally's submissions of one kind and language, or of all, newest version first. */
export function templateRows(db: Database, allyId: number, of?: { kind: TemplateKind; language: ReminderLanguage }) {
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

/**
 * What a submission of the kind sends Meta now: a reminder's saved text, or the code message's words
 * in the ally's name (read from the allies table, so a renamed ally's text may be submitted again).
 */
export async function bodyToSubmit(
  db: Database,
  allyId: number,
  kinds: KindSettings[],
  kind: TemplateKind,
  language: ReminderLanguage,
): Promise<string> {
  if (isReminderKind(kind)) return kinds.find((settings) => settings.kind === kind)?.templates[language] ?? '';
  const [ally] = await db.select({ name: allies.name }).from(allies).where(eq(allies.id, allyId));
  return codeTemplateText(ally?.name ?? '', language);
}

/** One kind and language from its rows (newest first) and the kind's saved text. */
export function templateAnswer(
  kind: TemplateKind,
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
    body: savedBody,
  };
}

/** Every kind's two templates, in TEMPLATE_KINDS order (the reminders', then the code message), Spanish first. */
export async function templateAnswers(
  db: Database,
  allyId: number,
  kinds: KindSettings[],
): Promise<ReminderTemplate[]> {
  const rows = await templateRows(db, allyId);
  const answers = TEMPLATE_KINDS.flatMap((kind) =>
    REMINDER_LANGUAGES.map(async (language) =>
      templateAnswer(
        kind,
        language,
        rows.filter((row) => row.kind === kind && row.language === language),
        await bodyToSubmit(db, allyId, kinds, kind, language),
      ),
    ),
  );
  return Promise.all(answers);
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
 * the first name with the saved text, as the reminders and codes were sent until then.
 */
export async function templateInUse(
  db: Database,
  ally: { id: number; code: string },
  kind: TemplateKind,
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
    text: templateTextOf(kind, language, savedBody),
    approved: false,
  };
}
