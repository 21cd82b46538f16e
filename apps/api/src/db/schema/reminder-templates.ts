import { TEMPLATE_KINDS } from '@aula/contracts/reminder-templates';
import { integer, pgEnum, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { allies } from './allies';
import { id } from './columns';
import { users } from './users';

// The reminders' WhatsApp templates (issue 40, services/reminders/templates.ts): every text an ally
// sent Meta for approval, per kind, language and version, with what Meta said of it. Rows are never
// rewritten with another text: a changed text is a new version under a new name, so the newest
// approved one keeps being sent while a later one waits for its review.

export const whatsappTemplateStatus = pgEnum('whatsapp_template_status', ['pending', 'approved', 'rejected']);
/** A reminder kind, or `webinar_code` (the code message sent to an earner, in Aula's words). */
export const whatsappTemplateKind = pgEnum('whatsapp_template_kind', TEMPLATE_KINDS);

export const reminderTemplates = pgTable(
  'reminder_templates',
  {
    id: id(),
    allyId: integer('ally_id')
      .notNull()
      .references(() => allies.id, { onDelete: 'cascade' }),
    kind: whatsappTemplateKind('kind').notNull(),
    language: varchar('language', { length: 2 }).notNull(),
    /** 1, 2, 3... per ally, kind and language, in the order they were submitted. */
    version: integer('version').notNull(),
    /** Meta's name of it: `aula_<ally>_<kind>_<lang>`, then `_v2`, `_v3`... */
    name: varchar('name', { length: 512 }).notNull(),
    /** The ally's words as submitted (`{nombre}`, `{leccion}`). */
    body: text('body').notNull(),
    /** The same as Meta holds it: numbered variables and the lines the server adds. */
    text: text('text').notNull(),
    status: whatsappTemplateStatus('status').notNull(),
    /** Meta's reason for a rejection. */
    reason: text('reason'),
    /** Meta's id of the template, which its webhook names. */
    metaId: varchar('meta_id', { length: 64 }),
    submittedBy: integer('submitted_by').references(() => users.id, { onDelete: 'set null' }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull(),
    /** When Meta's answer about it last came: a pending one is asked again from then on. */
    checkedAt: timestamp('checked_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('reminder_templates_version_idx').on(table.allyId, table.kind, table.language, table.version),
    uniqueIndex('reminder_templates_name_idx').on(table.name, table.language),
  ],
);
