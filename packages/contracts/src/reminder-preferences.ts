// The learner's side of reminders (issue 30): consent and preferences, and the opt-in block a
// registration may carry. Apart from the console's and the webhook's schemas (./reminders, which
// re-exports all of this) because every sign-in and registration page loads it with the account
// contracts, and the route budgets (apps/web/vite/route-budgets.ts) leave no room for the rest.
import { z } from 'zod';

export const REMINDER_CHANNELS = ['whatsapp', 'email'] as const;
export const REMINDER_FREQUENCIES = ['daily', 'weekly'] as const;
export const REMINDER_LANGUAGES = ['es', 'en'] as const;
/** Where a consent change came from: the learner's forms, a message's opt-out link, a "BAJA" reply. */
export const CONSENT_SOURCES = ['registration', 'settings', 'link', 'whatsapp_reply'] as const;

export const reminderChannel = z.enum(REMINDER_CHANNELS);
export const reminderFrequency = z.enum(REMINDER_FREQUENCIES);
export const reminderLanguage = z.enum(REMINDER_LANGUAGES);
export const consentSource = z.enum(CONSENT_SOURCES);
export type ReminderChannel = z.infer<typeof reminderChannel>;
export type ReminderFrequency = z.infer<typeof reminderFrequency>;
export type ReminderLanguage = z.infer<typeof reminderLanguage>;
export type ConsentSource = z.infer<typeof consentSource>;

/** Whether the runtime's time zone database knows the name (`America/Mexico_City`); "UTC" too. */
export function isTimeZone(name: string): boolean {
  if (!/^[A-Za-z_]+(?:\/[A-Za-z0-9_+-]+)*$/.test(name)) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

export const timeZone = z
  .string()
  .max(64, 'is too long')
  .refine(isTimeZone, { message: 'must be an IANA time zone such as America/Mexico_City' });

export const hourOfDay = z.number().int('must be a whole hour').min(0, 'must be 0 to 23').max(23, 'must be 0 to 23');

/**
 * Hours of the learner's own day when nothing is sent, from `start` up to (not including) `end`;
 * it may wrap midnight (21 to 8). Equal hours mean no quiet time.
 */
export const quietHours = z.object({ start: hourOfDay, end: hourOfDay }).strict();
export type QuietHours = z.infer<typeof quietHours>;

/** Whether `localHour` (0-23, in the learner's zone) falls in the quiet hours. */
export function isQuietHour(localHour: number, quiet: QuietHours): boolean {
  if (quiet.start === quiet.end) return false;
  return quiet.start < quiet.end
    ? localHour >= quiet.start && localHour < quiet.end
    : localHour >= quiet.start || localHour < quiet.end;
}

/** PUT /api/account/reminders/ : the learner's whole choice (saving it records consent or its withdrawal). */
export const reminderPreferencesInput = z
  .object({
    optedIn: z.boolean({ error: 'must be true or false' }),
    channel: reminderChannel,
    frequency: reminderFrequency,
    quietHours,
    timeZone,
    language: reminderLanguage,
  })
  .strict();
export type ReminderPreferencesInput = z.infer<typeof reminderPreferencesInput>;

/** The defaults a learner who never chose sees (not opted in: nothing is sent). */
export const DEFAULT_QUIET_HOURS: QuietHours = { start: 21, end: 8 };

/** One change of consent, newest first in the answer. */
export const consentChange = z.object({
  optedIn: z.boolean(),
  channel: reminderChannel,
  source: consentSource,
  at: z.iso.datetime({ offset: true }),
});
export type ConsentChange = z.infer<typeof consentChange>;

/** GET and PUT /api/account/reminders/ answer. */
export const reminderPreferences = reminderPreferencesInput.safeExtend({
  /** The latest consent change (when and from where), null when the learner never chose. */
  consent: consentChange.nullable(),
  /** The latest changes, newest first (at most 20). */
  history: z.array(consentChange),
  /** Which channels the account can be reached on (a WhatsApp-verified phone, an email address). */
  reachableBy: z.array(reminderChannel),
});
export type ReminderPreferences = z.infer<typeof reminderPreferences>;

/**
 * The opt-in block a registration may carry (`reminders` in the register requests). Absent means
 * not opted in; present means the learner ticked the box, recorded with source `registration`.
 */
export const registrationReminderOptIn = z
  .object({
    channel: reminderChannel.default('whatsapp'),
    frequency: reminderFrequency.default('weekly'),
    quietHours: quietHours.default(DEFAULT_QUIET_HOURS),
    timeZone,
    language: reminderLanguage.default('es'),
  })
  .strict();
export type RegistrationReminderOptIn = z.infer<typeof registrationReminderOptIn>;
