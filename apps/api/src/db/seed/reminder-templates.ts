import { codeTemplateText } from '@aula/contracts/code-message';
import {
  isReminderKind,
  TEMPLATE_KINDS,
  templateTextOf,
  whatsappTemplateName,
} from '@aula/contracts/reminder-templates';
import { DEFAULT_REMINDER_TEMPLATES, REMINDER_LANGUAGES } from '@aula/contracts/reminders';
import { inArray } from 'drizzle-orm';
import type { Database } from '../client';
import { allies } from '../schema/allies';
import { reminderTemplates } from '../schema/reminder-templates';

/**
 * The demo allies' reminder texts and webinar code message as Meta approved them: version 1 of
 * every kind and language, under the first name, so a demo message outside the 24-hour window has
 * a template to go as and the console's first submission is version 2. Allies that already have a
 * version 1 keep it. Only the allies of the brand folders (`codes`): an ally staff created submits
 * its own to Meta, and a platform of a thousand allies must still start (one statement per ally
 * keeps each far below PostgreSQL's 65,535 parameters).
 */
export async function seedReminderTemplates(db: Database, now: Date, codes: readonly string[]): Promise<boolean> {
  if (codes.length === 0) return false;
  const allyRows = await db
    .select({ id: allies.id, code: allies.code, name: allies.name })
    .from(allies)
    .where(inArray(allies.code, [...codes]));
  let wrote = false;
  for (const ally of allyRows) {
    const rows = TEMPLATE_KINDS.flatMap((kind) =>
      REMINDER_LANGUAGES.map((language) => {
        const body = isReminderKind(kind)
          ? DEFAULT_REMINDER_TEMPLATES[kind][language]
          : codeTemplateText(ally.name, language);
        return {
          allyId: ally.id,
          kind,
          language,
          version: 1,
          name: whatsappTemplateName(ally.code, kind, language),
          body,
          text: templateTextOf(kind, language, body),
          status: 'approved' as const,
          submittedAt: now,
          checkedAt: now,
        };
      }),
    );
    const written = await db
      .insert(reminderTemplates)
      .values(rows)
      .onConflictDoNothing()
      .returning({ id: reminderTemplates.id });
    wrote ||= written.length > 0;
  }
  return wrote;
}
