import { reminderEndpoints as reminders } from '@aula/contracts/endpoints/reminders';
import { whatsappTemplateName } from '@aula/contracts/reminder-templates';
import {
  type ConsentChange,
  DEFAULT_QUIET_HOURS,
  fillWhatsappTemplate,
  REMINDER_KINDS,
  type ReminderChannel,
  type ReminderPreferences,
  type ReminderStatsRow,
  reminderMessageText,
} from '@aula/contracts/reminders';
import { kindOf } from '../fixtures/reminders';
import { keptWithMockState } from '../state';
import { handle } from './declared';
import { kindConflict } from './reminder-templates';
import { kindsOf, savedKind, versionsOf } from './reminder-world';
import { apiError } from './responses';

// Reminders in the mocks (issue 30): each learner's preferences and each ally's kinds kept in
// memory while the page lives, and fixed weekly counts, so the consent screens and the console's
// messages screens show every state. An opt-out token of the mocks is `mock-opt-out-<user id>...`.

// Beside the mock world: every test (resetMockState) starts from the defaults again. The console's
// kinds and templates: reminder-world.ts.
const kept = keptWithMockState(() => ({
  preferencesByUser: new Map<number, ReminderPreferences>(),
}));

function defaultPreferences(user: { email: string | null; phone_number: string | null }): ReminderPreferences {
  const reachableBy: ReminderChannel[] = [];
  if (user.phone_number) reachableBy.push('whatsapp');
  if (user.email) reachableBy.push('email');
  return {
    optedIn: false,
    channel: 'whatsapp',
    frequency: 'weekly',
    quietHours: DEFAULT_QUIET_HOURS,
    timeZone: 'America/Mexico_City',
    language: 'es',
    consent: null,
    history: [],
    reachableBy,
  };
}

/** ISO week of a date, `2026-W48`. */
function isoWeekOf(date: Date): string {
  const day = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  const weekday = day.getUTCDay() || 7;
  day.setUTCDate(day.getUTCDate() + 4 - weekday);
  const yearStart = Date.UTC(day.getUTCFullYear(), 0, 1);
  const week = Math.ceil(((day.getTime() - yearStart) / 86_400_000 + 1) / 7);
  return `${day.getUTCFullYear()}-W${String(week).padStart(2, '0')}`;
}

const MOCK_TOKEN = /^mock-opt-out-(\d+)-[a-z0-9]{8,}$/;

/** What an opt-out token of the mocks does: a check changes nothing, a POST opts out. */
function optOutOf(token: string, optOut: boolean) {
  const userId = Number(MOCK_TOKEN.exec(token)?.[1]);
  if (!userId) {
    return apiError(400, {
      error: 'bad_request',
      message: 'Invalid input',
      fields: [{ field: 't', reason: 'is not a valid opt-out link' }],
    });
  }
  const preferences = kept().preferencesByUser.get(userId);
  if (optOut && preferences) kept().preferencesByUser.set(userId, { ...preferences, optedIn: false });
  return {
    optedOut: optOut || !preferences?.optedIn,
    channel: preferences?.channel ?? ('whatsapp' as const),
    allyName: 'Impulsa',
  };
}

export const reminderHandlers = [
  handle(
    reminders.reminderPreferences,
    ({ user }) => kept().preferencesByUser.get(user.id) ?? defaultPreferences(user),
  ),
  handle(reminders.saveReminderPreferences, ({ user, body }) => {
    const before = kept().preferencesByUser.get(user.id) ?? defaultPreferences(user);
    if (!before.reachableBy.includes(body.channel)) {
      return apiError(400, {
        error: 'bad_request',
        message: 'Invalid input',
        fields: [{ field: 'channel', reason: 'the account has no address for this channel' }],
      });
    }
    const change: ConsentChange = {
      optedIn: body.optedIn,
      channel: body.channel,
      source: 'settings',
      at: new Date().toISOString(),
    };
    const changed = before.optedIn !== body.optedIn || before.channel !== body.channel;
    const history = changed ? [change, ...before.history].slice(0, 20) : before.history;
    const saved = { ...before, ...body, consent: changed ? change : before.consent, history };
    kept().preferencesByUser.set(user.id, saved);
    return saved;
  }),
  handle(reminders.consoleReminders, ({ consoleAlly }) => ({ kinds: [...kindsOf(consoleAlly.code).values()] })),
  handle(reminders.saveConsoleReminderKind, ({ consoleAlly, params, body }) => {
    const before = savedKind(consoleAlly.code, params.kind);
    if (before.version !== body.version) return kindConflict(before);
    const { version, ...fields } = body;
    const saved = kindOf(consoleAlly.code, params.kind, {
      ...fields,
      version: version + 1,
      updatedAt: new Date().toISOString(),
    });
    kindsOf(consoleAlly.code).set(params.kind, saved);
    return saved;
  }),
  handle(reminders.previewConsoleReminder, ({ consoleAlly, body }) => {
    const sample = { name: 'Ana', lesson: 'Cómo fijar tus precios' };
    const links = {
      returnUrl: 'https://impulsa.example/mx/impulsa/volver?t=…',
      optOutUrl: 'https://impulsa.example/api/reminders/opt-out/?t=…',
    };
    // Outside the 24-hour window: the newest approved version (the mocks always have version 1).
    const approved = versionsOf(consoleAlly.code, body.kind, body.language).find((one) => one.status === 'approved');
    return {
      sample,
      text: reminderMessageText(body.body, body.language, { ...sample, ...links }),
      template: {
        name: approved?.name ?? whatsappTemplateName(consoleAlly.code, body.kind, body.language),
        text: fillWhatsappTemplate(approved?.text ?? '', [
          sample.name,
          sample.lesson,
          links.returnUrl,
          links.optOutUrl,
        ]),
        approved: Boolean(approved),
      },
    };
  }),
  handle(reminders.consoleReminderStats, ({ query }) => {
    const now = new Date();
    const results: ReminderStatsRow[] = [];
    for (let back = 0; back < Math.min(query.weeks, 4); back += 1) {
      const week = isoWeekOf(new Date(now.getTime() - back * 7 * 86_400_000));
      REMINDER_KINDS.forEach((kind, index) => {
        const sent = Math.max(0, 40 - back * 6 - index * 9);
        if (sent === 0) return;
        const delivered = Math.floor(sent * 0.9);
        const read = Math.floor(delivered * 0.7);
        const clicked = Math.floor(read * 0.4);
        results.push({ week, kind, sent, delivered, read, clicked, returned: Math.floor(clicked * 0.8), failed: 1 });
      });
    }
    const from = isoWeekOf(new Date(now.getTime() - (query.weeks - 1) * 7 * 86_400_000));
    return { from, to: isoWeekOf(now), results };
  }),
  handle(reminders.reminderOptOutCheck, ({ query }) => optOutOf(query.t, false)),
  handle(reminders.reminderOptOut, ({ body }) => optOutOf(body.token, true)),
  handle(reminders.whatsappWebhookVerify, ({ query }) => new Response(query['hub.challenge'], { status: 200 })),
  handle(reminders.whatsappWebhook, () => ({ received: true as const })),
];
