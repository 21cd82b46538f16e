// Reminders that bring a learner back (issue 30): the learner's consent and preferences, the ally's
// settings and message templates per kind, the console's weekly counts, the one-tap opt-out and
// the WhatsApp webhook's bodies. Field names are camelCase like the console's newer calls.
import { z } from 'zod';
import { itemVersion } from './console';
import { hourOfDay as hour, type ReminderLanguage, reminderChannel, reminderLanguage } from './reminder-preferences';

export * from './reminder-preferences';

/** What a message is about; each kind has its own switch, hour and templates per ally. */
export const REMINDER_KINDS = ['stopped_mid_lesson', 'new_module', 'webinar_reminder', 'achievement_earned'] as const;

export const reminderKind = z.enum(REMINDER_KINDS);
export type ReminderKind = z.infer<typeof reminderKind>;

// --- Templates ---------------------------------------------------------------------------------

/**
 * Placeholders a template may use, written in braces: `{nombre}` or `{name}` (the learner's first
 * name) and `{leccion}` or `{lesson}` (what the message is about: the lesson, module, webinar or
 * achievement title). Both spellings work in both languages. The return link and the opt-out line
 * are added after the text by the server, so a template never writes them.
 */
export const TEMPLATE_PLACEHOLDERS = {
  nombre: 'name',
  name: 'name',
  leccion: 'lesson',
  lesson: 'lesson',
} as const;
export type TemplateValue = (typeof TEMPLATE_PLACEHOLDERS)[keyof typeof TEMPLATE_PLACEHOLDERS];

const PLACEHOLDER = /\{([^{}\s]{1,30})\}/g;

/** The placeholders a template names that are not known ("{apellido}"), once each. */
export function unknownPlaceholders(body: string): string[] {
  const names = [...body.matchAll(PLACEHOLDER)].map((match) => match[1] ?? '');
  return [...new Set(names.filter((name) => !(name in TEMPLATE_PLACEHOLDERS)))];
}

/** The template with its placeholders filled (the console's preview and the server's send). */
export function renderReminderTemplate(body: string, values: Record<TemplateValue, string>): string {
  return body.replace(PLACEHOLDER, (whole, name: string) => {
    const key = TEMPLATE_PLACEHOLDERS[name as keyof typeof TEMPLATE_PLACEHOLDERS];
    return key ? values[key] : whole;
  });
}

/** The lines the server adds under every message: the return link's line, the opt-out sentence around its link. */
export interface ReminderFooter {
  returnLine: string;
  /** The words before and after the opt-out link: Meta refuses a template whose body ends with a variable. */
  optOut: readonly [string, string];
}

/**
 * The same text as WhatsApp wants it registered as a template: `{{1}}` the name, `{{2}}` the
 * lesson, `{{3}}` the return link, `{{4}}` the opt-out link (Meta numbers a template's variables).
 */
export function whatsappTemplateText(body: string, footer: ReminderFooter): string {
  const numbered = body.replace(PLACEHOLDER, (whole, name: string) => {
    const key = TEMPLATE_PLACEHOLDERS[name as keyof typeof TEMPLATE_PLACEHOLDERS];
    return key === 'name' ? '{{1}}' : key === 'lesson' ? '{{2}}' : whole;
  });
  return `${numbered}\n\n${footer.returnLine} {{3}}\n${footer.optOut[0]} {{4}} ${footer.optOut[1]}`;
}

/** A registered template's text with its numbered variables filled, in order, as the learner reads it. */
export function fillWhatsappTemplate(text: string, parameters: readonly string[]): string {
  return text.replace(/\{\{(\d+)\}\}/g, (whole, number: string) => parameters[Number(number) - 1] ?? whole);
}

export const MAX_TEMPLATE_LENGTH = 700;

export const templateBody = z
  .string()
  .trim()
  .min(1, 'is required')
  .max(MAX_TEMPLATE_LENGTH, `must be at most ${MAX_TEMPLATE_LENGTH} characters`)
  .superRefine((body, context) => {
    const unknown = unknownPlaceholders(body);
    if (unknown.length > 0) {
      context.addIssue({
        code: 'custom',
        message: `names unknown placeholders: ${unknown.map((name) => `{${name}}`).join(', ')} (use {nombre} and {leccion})`,
      });
    }
  });

// --- Console ------------------------------------------------------------------------------------

/** One kind as the ally sets it: on or off, after how many days (stopped mid-lesson), at what hour. */
export const reminderKindSettings = z.object({
  kind: reminderKind,
  /** 1 until the ally first saves the kind, then one more on each save (a stale save is 409 `edit_conflict`). */
  version: itemVersion,
  enabled: z.boolean(),
  /** Days since the learner last opened an unfinished part (stopped_mid_lesson; 1-60, ignored by the others). */
  afterDays: z.number().int(),
  /** Hour of the learner's own day the messages of this kind go out (0-23), quiet hours allowing. */
  sendHour: z.number().int(),
  templates: z.object({
    es: z.object({ body: z.string(), whatsappTemplateName: z.string(), whatsappTemplateText: z.string() }),
    en: z.object({ body: z.string(), whatsappTemplateName: z.string(), whatsappTemplateText: z.string() }),
  }),
  updatedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type ReminderKindSettings = z.infer<typeof reminderKindSettings>;

/** GET /api/console/reminders/ : every kind, in REMINDER_KINDS order. */
export const consoleReminderSettings = z.object({ kinds: z.array(reminderKindSettings) });
export type ConsoleReminderSettings = z.infer<typeof consoleReminderSettings>;

export const reminderKindParams = z.object({ kind: reminderKind });

/** A kind's fields as the console's form holds them (the save adds the version it loaded). */
export const reminderKindFields = z
  .object({
    enabled: z.boolean({ error: 'must be true or false' }),
    afterDays: z.number().int('must be a whole number').min(1, 'must be 1 or more').max(60, 'must be 60 or less'),
    sendHour: hour,
    templates: z.object({
      es: z.object({ body: templateBody }).strict(),
      en: z.object({ body: templateBody }).strict(),
    }),
  })
  .strict();

/** The version the editor loaded; a number, 1 or more. */
export const loadedVersion = z
  .number({ error: 'must be a number' })
  .int('must be a whole number')
  .positive('must be 1 or more');

/** PUT /api/console/reminders/{kind}/ : saved only if nobody saved the kind since `version`. */
export const reminderKindInput = reminderKindFields.extend({ version: loadedVersion }).strict();
export type ReminderKindInput = z.infer<typeof reminderKindInput>;

/** POST /api/console/reminders/preview/ : a template as a sample learner would read it. */
export const reminderPreviewRequest = z
  .object({ kind: reminderKind, language: reminderLanguage, body: templateBody })
  .strict();
export const reminderPreview = z.object({
  /** The whole message: the filled template, the return link line and the opt-out line. */
  text: z.string(),
  sample: z.object({ name: z.string(), lesson: z.string() }),
  /**
   * What the same learner reads outside WhatsApp's 24-hour window: the kind's newest approved
   * template filled alike (`approved` false: none was approved yet, the saved text under the first name).
   */
  template: z.object({ name: z.string(), text: z.string(), approved: z.boolean() }),
});
export type ReminderPreview = z.infer<typeof reminderPreview>;

/** An ISO week, `2026-W48`. */
export const isoWeek = z.string().regex(/^\d{4}-W\d{2}$/, 'must be an ISO week like 2026-W48');

export const reminderStatsQuery = z
  .object({
    /** How many weeks back from this one (default 8). */
    weeks: z.coerce
      .number({ error: 'must be a number' })
      .int('must be a whole number')
      .min(1, 'must be 1 or more')
      .max(52, 'must be 52 or less')
      .default(8),
  })
  .strict();

/** One kind's messages of one week (by when they were queued to send). */
export const reminderStatsRow = z.object({
  week: isoWeek,
  kind: reminderKind,
  sent: z.number().int(),
  delivered: z.number().int(),
  read: z.number().int(),
  clicked: z.number().int(),
  /** The learner opened or finished a part within 7 days of the message. */
  returned: z.number().int(),
  failed: z.number().int(),
});
export type ReminderStatsRow = z.infer<typeof reminderStatsRow>;

/** GET /api/console/reminders/stats/ : newest week first; weeks without messages are left out. */
export const reminderStats = z.object({
  from: isoWeek,
  to: isoWeek,
  results: z.array(reminderStatsRow),
});
export type ReminderStats = z.infer<typeof reminderStats>;

// --- Opt-out link ---------------------------------------------------------------------------------

/** The signed token of a message's opt-out link (`?t=`), opaque to the site. */
export const optOutToken = z.string().min(20, 'is not an opt-out token').max(400, 'is not an opt-out token');
export const optOutQuery = z.object({ t: optOutToken }).strict();
export const optOutRequest = z.object({ token: optOutToken }).strict();

/** GET (what the link would do) and POST (done) /api/reminders/opt-out/ */
export const optOutAnswer = z.object({
  optedOut: z.boolean(),
  channel: reminderChannel,
  allyName: z.string(),
});

// --- WhatsApp webhook ------------------------------------------------------------------------------

/** GET /api/whatsapp/webhook/ : Meta's subscription handshake; the answer is `hub.challenge` as text. */
export const whatsappVerifyQuery = z
  .object({
    'hub.mode': z.literal('subscribe'),
    'hub.verify_token': z.string().min(1).max(200),
    'hub.challenge': z.string().min(1).max(200),
  })
  .strict();

const inboundMessage = z.looseObject({
  from: z.string().max(20),
  id: z.string().max(200),
  timestamp: z.string().max(20),
  type: z.string().max(40),
  text: z.looseObject({ body: z.string().max(4096) }).optional(),
  button: z.looseObject({ text: z.string().max(200), payload: z.string().max(200).optional() }).optional(),
  /** A tapped reply button or list row of an interactive message (learning in the chat, issue 42). */
  interactive: z
    .looseObject({
      type: z.string().max(40),
      button_reply: z.looseObject({ id: z.string().max(256), title: z.string().max(200) }).optional(),
      list_reply: z.looseObject({ id: z.string().max(256), title: z.string().max(200) }).optional(),
    })
    .optional(),
});

const deliveryStatus = z.looseObject({
  /** The id the Cloud API gave when the message was sent (`wamid...`). */
  id: z.string().max(200),
  status: z.enum(['sent', 'delivered', 'read', 'failed']),
  timestamp: z.string().max(20),
  recipient_id: z.string().max(20),
});

/** Field `message_template_status_update`: what Meta decided of a submitted template. */
const templateStatusUpdate = z.object({
  /** APPROVED, REJECTED, PENDING, PAUSED, DISABLED, REINSTATED... */
  event: z.string().max(60).optional(),
  message_template_id: z.union([z.number(), z.string().max(60)]).optional(),
  message_template_name: z.string().max(512).optional(),
  message_template_language: z.string().max(20).optional(),
  /** Meta's reason for a rejection (`INVALID_FORMAT`...); `NONE` otherwise. */
  reason: z.string().max(1000).nullable().optional(),
});

/** POST /api/whatsapp/webhook/ : Meta's change notifications (messages received, statuses), signed. */
export const whatsappWebhookBody = z.looseObject({
  object: z.string().max(60),
  entry: z
    .array(
      z.looseObject({
        id: z.string().max(60).optional(),
        changes: z
          .array(
            z.looseObject({
              field: z.string().max(60),
              value: z.looseObject({
                /** The business number the change is about: an ally's own (allies.whatsapp_phone_number_id) or the platform's. */
                metadata: z
                  .looseObject({
                    display_phone_number: z.string().max(40).optional(),
                    phone_number_id: z.string().max(40).optional(),
                  })
                  .optional(),
                messages: z.array(inboundMessage).max(100).optional(),
                statuses: z.array(deliveryStatus).max(100).optional(),
                ...templateStatusUpdate.shape,
              }),
            }),
          )
          .max(100),
      }),
    )
    .max(100),
});
export type WhatsAppWebhookBody = z.infer<typeof whatsappWebhookBody>;

export const whatsappWebhookAnswer = z.object({ received: z.literal(true) });

/** The replies that opt a learner out, compared trimmed and upper-cased (accents dropped). */
export const OPT_OUT_REPLIES = ['BAJA', 'STOP', 'ALTO', 'CANCELAR', 'UNSUBSCRIBE'] as const;

export function isOptOutReply(text: string): boolean {
  const word = text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .replace(/[.!¡]+$/g, '')
    .toUpperCase();
  return (OPT_OUT_REPLIES as readonly string[]).includes(word);
}

// --- Defaults ------------------------------------------------------------------------------------

/** The lines the server adds under every message: the return link, then the opt-out link inside its sentence. */
export const REMINDER_FOOTER: Record<ReminderLanguage, ReminderFooter> = {
  es: { returnLine: 'Entra aquí:', optOut: ['Para no recibir más avisos abre', 'o responde BAJA.'] },
  en: { returnLine: 'Open it here:', optOut: ['To stop these messages open', 'or reply STOP.'] },
};

/** What an ally's kinds are until it saves its own: off, N = 3 days, 10 in the morning. */
export const DEFAULT_REMINDER_SETTINGS = { enabled: false, afterDays: 3, sendHour: 10 } as const;

/** The texts an ally starts from, in its learners' two languages. */
export const DEFAULT_REMINDER_TEMPLATES: Record<ReminderKind, Record<ReminderLanguage, string>> = {
  stopped_mid_lesson: {
    es: 'Hola {nombre}, te quedaste a la mitad de «{leccion}». Sigue donde lo dejaste: son unos minutos.',
    en: 'Hi {name}, you stopped halfway through "{lesson}". Pick up where you left off: it takes a few minutes.',
  },
  new_module: {
    es: 'Hola {nombre}, hay un módulo nuevo para tu negocio: «{leccion}».',
    en: 'Hi {name}, there is a new module for your business: "{lesson}".',
  },
  webinar_reminder: {
    es: 'Hola {nombre}, te recordamos el webinar «{leccion}». ¡Te esperamos!',
    en: 'Hi {name}, a reminder of the webinar "{lesson}". See you there!',
  },
  achievement_earned: {
    es: '¡Felicidades {nombre}! Ganaste el logro «{leccion}».',
    en: 'Congratulations {name}! You earned the achievement "{lesson}".',
  },
};

/** A whole message: the filled template, then the return and opt-out lines with their links. */
export function reminderMessageText(
  body: string,
  language: ReminderLanguage,
  values: Record<TemplateValue, string> & { returnUrl: string; optOutUrl: string },
): string {
  const footer = REMINDER_FOOTER[language];
  return `${renderReminderTemplate(body, values)}\n\n${footer.returnLine} ${values.returnUrl}\n${footer.optOut[0]} ${values.optOutUrl} ${footer.optOut[1]}`;
}
