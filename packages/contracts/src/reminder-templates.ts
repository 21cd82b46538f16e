// The reminders' WhatsApp templates (issue 40): each kind's text per language as submitted to Meta,
// version by version, and what Meta said of it. Outside the 24 hours after a learner's last message
// WhatsApp takes only a template Meta approved, so the newest approved version keeps going out
// while a changed text waits for its review.
import { z } from 'zod';
import {
  loadedVersion,
  REMINDER_FOOTER,
  REMINDER_KINDS,
  type ReminderKind,
  type ReminderLanguage,
  reminderLanguage,
  whatsappTemplateText,
} from './reminders';
/**
 * What a WhatsApp template carries: a reminder kind (the ally's words), or a message whose words are
 * Aula's and go out in the ally's name as they are (the webinar code sent to an earner, issue 40).
 */
export const TEMPLATE_KINDS = [...REMINDER_KINDS, 'webinar_code'] as const;
export const templateKind = z.enum(TEMPLATE_KINDS);
export type TemplateKind = z.infer<typeof templateKind>;

/** Whether the kind is a reminder's, whose text the ally writes and saves (with a version) first. */
export const isReminderKind = (kind: TemplateKind): kind is ReminderKind =>
  (REMINDER_KINDS as readonly string[]).includes(kind);

/**
 * The name an ally's template is registered under with Meta, per kind, language and version: the
 * first plain, later ones `_v2`, `_v3`... (Meta never lets a name be reused for a new text). Meta's
 * names are lowercase letters, digits and underscores only.
 */
export function whatsappTemplateName(
  allyCode: string,
  kind: TemplateKind,
  language: ReminderLanguage,
  version = 1,
): string {
  const base = `aula_${allyCode}_${kind}_${language}`.toLowerCase().replace(/[^a-z0-9_]/g, '_');
  return version > 1 ? `${base}_v${version}` : base;
}

/** The text as Meta holds it: a reminder's words with its return and opt-out lines; the code message is whole. */
export const templateTextOf = (kind: TemplateKind, language: ReminderLanguage, body: string) =>
  isReminderKind(kind) ? whatsappTemplateText(body, REMINDER_FOOTER[language]) : body;

/** What Meta said of one submission: approved, still in review, or rejected (with its reason). */
export const WHATSAPP_TEMPLATE_STATUSES = ['pending', 'approved', 'rejected'] as const;
export const whatsappTemplateStatus = z.enum(WHATSAPP_TEMPLATE_STATUSES);
export type WhatsappTemplateStatus = z.infer<typeof whatsappTemplateStatus>;

/** Meta's limit on a template's body, in characters (a variable counts as written, `{{1}}`). */
export const MAX_WHATSAPP_TEMPLATE_BODY = 1024;

const VARIABLE = /\{\{\d+\}\}/g;

/**
 * Why Meta would refuse a template body, in Meta's manner, or undefined when it keeps the rules
 * checked here. The API's local stand-in for Meta (the development outbox) and the mocks decide by it.
 */
export function templateRuleBreach(text: string): string | undefined {
  if (text.replace(VARIABLE, '').trim() === '') return 'INVALID_FORMAT: the body has nothing but variables';
  if (text.length > MAX_WHATSAPP_TEMPLATE_BODY) {
    return `INVALID_FORMAT: the body is longer than ${MAX_WHATSAPP_TEMPLATE_BODY} characters`;
  }
  if (/^\s*\{\{\d+\}\}/.test(text)) return 'INVALID_FORMAT: the body starts with a variable';
  if (/\{\{\d+\}\}\s*$/.test(text)) return 'INVALID_FORMAT: the body ends with a variable';
  if (/\{\{\d+\}\}\s*\{\{\d+\}\}/.test(text)) return 'INVALID_FORMAT: two variables side by side with nothing between';
  return undefined;
}

/** One submission of a kind's text in one language, as Meta last reported it. */
export const whatsappTemplateVersion = z.object({
  version: z.number().int().positive(),
  /** The name it is registered under (`aula_<ally>_<kind>_<lang>`, then `_v2`, `_v3`...). */
  name: z.string(),
  /** The ally's words as submitted, with `{nombre}` and `{leccion}`. */
  body: z.string(),
  /** The same as Meta holds it: numbered variables, the return and opt-out lines. */
  text: z.string(),
  status: whatsappTemplateStatus,
  /** Meta's reason for a rejection; null otherwise. */
  reason: z.string().nullable(),
  submittedAt: z.iso.datetime({ offset: true }),
  /** When Meta's answer about it last came (the submission, a status read or the webhook). */
  checkedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type WhatsappTemplateVersion = z.infer<typeof whatsappTemplateVersion>;

/** The newest submission's status; `not_submitted` while nothing was ever sent to Meta. */
export const reminderTemplateStatus = z.enum([...WHATSAPP_TEMPLATE_STATUSES, 'not_submitted']);
export type ReminderTemplateStatus = z.infer<typeof reminderTemplateStatus>;

/** A kind's WhatsApp template in one language. */
export const reminderTemplate = z.object({
  kind: templateKind,
  language: reminderLanguage,
  status: reminderTemplateStatus,
  /** What goes out now outside the 24-hour window: the newest approved version; null before any. */
  approved: whatsappTemplateVersion.nullable(),
  /** The newest submission when it is newer than the approved one (in review or rejected); else null. */
  latest: whatsappTemplateVersion.nullable(),
  /** The kind's saved text may be sent for approval: it differs from the newest submission, or that was rejected. */
  submittable: z.boolean(),
  /** What a submission would send now: the kind's saved text, or the code message's words in the ally's name. */
  body: z.string(),
});
export type ReminderTemplate = z.infer<typeof reminderTemplate>;

/** GET /api/console/reminders/templates/ : every kind's two templates, in REMINDER_KINDS order, es first. */
export const reminderTemplates = z.object({ templates: z.array(reminderTemplate) });
export type ReminderTemplates = z.infer<typeof reminderTemplates>;

export const reminderTemplateParams = z.object({ kind: templateKind, language: reminderLanguage });

/**
 * POST /api/console/reminders/{kind}/templates/{language}/ : sends the kind's saved text for
 * approval, as of the kind's `version` the editor loaded (someone saved since: 409 `edit_conflict`).
 * A reminder kind requires it (400 naming `version` without it); the code message has no saved text
 * to race on, so it takes none.
 */
export const reminderTemplateSubmission = z.object({ version: loadedVersion.optional() }).strict();
export type ReminderTemplateSubmission = z.infer<typeof reminderTemplateSubmission>;

/** 400: the saved text is the one Meta already has (in review or approved): nothing to send. */
export const TEMPLATE_UNCHANGED = 'template_unchanged';
/** 502: WhatsApp did not take the submission (unreachable, refused the call). */
export const WHATSAPP_UNAVAILABLE = 'whatsapp_unavailable';
