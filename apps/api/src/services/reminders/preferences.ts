import { mainTimeZoneOf } from '@aula/contracts/country-time-zones';
import {
  type ConsentChange,
  type ConsentSource,
  DEFAULT_QUIET_HOURS,
  type RegistrationReminderOptIn,
  type ReminderChannel,
  type ReminderPreferences,
  type ReminderPreferencesInput,
} from '@aula/contracts/reminders';
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { countries } from '../../db/schema/countries';
import { reminderConsentEvents, reminderPreferences } from '../../db/schema/reminders';
import { users } from '../../db/schema/users';
import { HttpError } from '../../lib/http-error';

// A learner's consent to reminders and how they want them. Every change of consent is kept with its
// time and source (registration, settings, a message's opt-out link, a "BAJA" reply).

async function accountOf(db: Database, userId: number) {
  const [account] = await db
    .select({ email: users.email, phone: users.phoneNumber, verified: users.phoneVerifiedAt, country: countries.code })
    .from(users)
    .innerJoin(countries, eq(countries.id, users.countryId))
    .where(eq(users.id, userId));
  if (!account) throw new HttpError(401, 'unauthorized', 'Authentication required');
  return account;
}

function reachableBy(account: { email: string | null; phone: string | null }): ReminderChannel[] {
  return [...(account.phone ? (['whatsapp'] as const) : []), ...(account.email ? (['email'] as const) : [])];
}

export async function preferencesOf(db: Database, userId: number): Promise<ReminderPreferences> {
  const account = await accountOf(db, userId);
  const [row] = await db.select().from(reminderPreferences).where(eq(reminderPreferences.userId, userId));
  const history = await db
    .select()
    .from(reminderConsentEvents)
    .where(eq(reminderConsentEvents.userId, userId))
    .orderBy(desc(reminderConsentEvents.at), desc(reminderConsentEvents.id))
    .limit(20);
  const changes: ConsentChange[] = history.map((event) => ({
    optedIn: event.optedIn,
    channel: event.channel,
    source: event.source,
    at: event.at.toISOString(),
  }));
  const reachable = reachableBy(account);
  if (!row) {
    return {
      optedIn: false,
      channel: reachable[0] ?? 'whatsapp',
      frequency: 'weekly',
      quietHours: DEFAULT_QUIET_HOURS,
      // A learner who never chose is shown the main zone of the country they registered in.
      timeZone: mainTimeZoneOf(account.country),
      language: 'es',
      consent: null,
      history: changes,
      reachableBy: reachable,
    };
  }
  return {
    optedIn: row.optedIn,
    channel: row.channel,
    frequency: row.frequency,
    quietHours: { start: row.quietStart, end: row.quietEnd },
    timeZone: row.timeZone,
    language: row.language === 'en' ? 'en' : 'es',
    consent: changes[0] ?? null,
    history: changes,
    reachableBy: reachable,
  };
}

/**
 * Saves the learner's whole choice; a change of consent or channel is recorded with `source`. A
 * channel the account cannot be reached on is refused (400 `channel`).
 */
export async function savePreferences(
  db: Database,
  userId: number,
  input: ReminderPreferencesInput,
  source: ConsentSource,
  now: Date,
): Promise<ReminderPreferences> {
  const account = await accountOf(db, userId);
  if (input.optedIn && !reachableBy(account).includes(input.channel)) {
    throw new HttpError(400, 'bad_request', 'Invalid input', {
      fields: [{ field: 'channel', reason: 'the account has no address for this channel' }],
    });
  }
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ optedIn: reminderPreferences.optedIn, channel: reminderPreferences.channel })
      .from(reminderPreferences)
      .where(eq(reminderPreferences.userId, userId))
      .for('update');
    const consentChanged = !before || before.optedIn !== input.optedIn || before.channel !== input.channel;
    const values = {
      optedIn: input.optedIn,
      channel: input.channel,
      frequency: input.frequency,
      quietStart: input.quietHours.start,
      quietEnd: input.quietHours.end,
      timeZone: input.timeZone,
      language: input.language,
      updatedAt: now,
    };
    const consent = consentChanged ? { consentAt: now, consentSource: source } : {};
    await tx
      .insert(reminderPreferences)
      .values({ userId, ...values, consentAt: now, consentSource: source })
      .onConflictDoUpdate({ target: reminderPreferences.userId, set: { ...values, ...consent } });
    if (consentChanged) {
      await tx
        .insert(reminderConsentEvents)
        .values({ userId, optedIn: input.optedIn, channel: input.channel, source, at: now });
    }
  });
  return preferencesOf(db, userId);
}

/** The opt-in ticked at registration, kept with the pending account (and dropped with it). */
export async function recordRegistrationOptIn(
  db: Database,
  phoneNumber: string,
  optIn: RegistrationReminderOptIn,
  now: Date,
): Promise<void> {
  const [pending] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.phoneNumber, phoneNumber), eq(users.status, 'pending')));
  if (!pending) return;
  await savePreferences(db, pending.id, { optedIn: true, ...optIn }, 'registration', now);
}

/** Withdraws consent (a message's link, a "BAJA" reply); false when there was none to withdraw. */
export async function optOut(db: Database, userId: number, source: ConsentSource, now: Date): Promise<boolean> {
  const changed = await db
    .update(reminderPreferences)
    .set({ optedIn: false, consentAt: now, consentSource: source, updatedAt: now })
    .where(and(eq(reminderPreferences.userId, userId), eq(reminderPreferences.optedIn, true)))
    .returning({ channel: reminderPreferences.channel });
  const [row] = changed;
  if (!row) return false;
  await db.insert(reminderConsentEvents).values({ userId, optedIn: false, channel: row.channel, source, at: now });
  return true;
}
