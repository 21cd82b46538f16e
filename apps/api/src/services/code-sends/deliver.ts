import {
  type CodeLanguage,
  codeMessageWords,
  codeTemplateParameters,
  codeTemplateText,
  webinarWhen,
} from '@aula/contracts/code-message';
import { allyPath } from '@aula/contracts/site-paths';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { rowsOf } from '../../db/rows';
import { allies, countries, users, webinarCodeMessages, webinarCodes, webinars } from '../../db/schema';
import { reminderPreferences } from '../../db/schema/reminders';
import { sendToLearner, siteOrigin } from '../learner-channel';
import { admitForAccount } from '../message-gate';
import { optOutToken } from '../reminders/opt-out-token';
import { nextSendTime } from '../reminders/send-time';
import { templateInUse } from '../reminders/templates';

// Delivering the queued webinar-code messages (webinar_code_messages): each claimed by one process
// (a conditional update, as the reminders' queue), then held to the learner's consent and quiet
// hours and to the ally's caps (services/message-gate.ts), then sent in the learner's channel.
// A message put off by the quiet hours is sent by the reminders' run once they end.

const LEASE_MS = 5 * 60 * 1000;
/** Sends per call: the rest waits for the next run. */
const MAX_SENDS = 200;

type Message = typeof webinarCodeMessages.$inferSelect;

export interface DeliverySummary {
  sent: number;
  /** Put off to the end of the learner's quiet hours. */
  queued: number;
  failed: number;
}

/** Takes the next due message (of `ids`, when given) for this process, or undefined when none is. */
async function claimNext(app: FastifyInstance, now: Date, ids?: number[]): Promise<Message | undefined> {
  if (ids?.length === 0) return undefined;
  const only = ids
    ? sql`and id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`
    : sql``;
  const at = now.toISOString();
  const [claimed] = rowsOf<{ id: number }>(
    await app.db.execute(sql`
      update webinar_code_messages set status = 'sending', attempts = attempts + 1,
        locked_until = ${new Date(now.getTime() + LEASE_MS).toISOString()}::timestamptz
      where id = (
        select id from webinar_code_messages
        where ((status = 'queued' and due_at <= ${at}::timestamptz)
          or (status = 'sending' and locked_until < ${at}::timestamptz)) ${only}
        order by due_at, id limit 1 for update skip locked)
      returning id`),
  );
  if (!claimed) return undefined;
  const [message] = await app.db.select().from(webinarCodeMessages).where(eq(webinarCodeMessages.id, claimed.id));
  return message;
}

const settle = (app: FastifyInstance, id: number, values: Partial<typeof webinarCodeMessages.$inferInsert>) =>
  app.db
    .update(webinarCodeMessages)
    .set({ lockedUntil: null, ...values })
    .where(eq(webinarCodeMessages.id, id));

const failed = (app: FastifyInstance, id: number, now: Date, reason: string) =>
  settle(app, id, { status: 'failed', failedAt: now, lastError: reason.slice(0, 500) });

/** Everything a message needs, read when it is sent (consent and addresses as they are now). */
async function contextOf(app: FastifyInstance, message: Message) {
  const [row] = await app.db
    .select({
      name: users.name,
      email: users.email,
      phone: users.phoneNumber,
      country: countries.code,
      allyId: allies.id,
      allyCode: allies.code,
      allyName: allies.name,
      code: webinarCodes.code,
      webinar: webinars.title,
      startsAt: webinars.startsAt,
    })
    .from(users)
    .innerJoin(countries, eq(countries.id, users.countryId))
    .innerJoin(allies, eq(allies.id, users.allyId))
    .innerJoin(webinarCodes, eq(webinarCodes.id, message.codeId))
    .innerJoin(webinars, eq(webinars.id, message.webinarId))
    .where(eq(users.id, message.userId));
  const [preferences] = await app.db
    .select()
    .from(reminderPreferences)
    .where(eq(reminderPreferences.userId, message.userId));
  return row ? { ...row, preferences } : undefined;
}

/** One claimed message: sent, put off to the end of the quiet hours, or failed with the reason. */
async function deliver(app: FastifyInstance, message: Message, now: Date): Promise<keyof DeliverySummary> {
  const context = await contextOf(app, message);
  if (!context) {
    await failed(app, message.id, now, 'the learner or the code is gone');
    return 'failed';
  }
  const { preferences } = context;
  // Consent is read again at sending: a learner who opted out since is not written to.
  if (!preferences?.optedIn) {
    await failed(app, message.id, now, 'no consent');
    return 'failed';
  }
  const quiet = { start: preferences.quietStart, end: preferences.quietEnd };
  const allowedAt = nextSendTime(now, { timeZone: preferences.timeZone, quiet, sendHour: 0 });
  if (allowedAt > now) {
    await settle(app, message.id, { status: 'queued', dueAt: allowedAt });
    return 'queued';
  }
  const channel = preferences.channel;
  const to = channel === 'whatsapp' ? context.phone : context.email;
  if (!to) {
    await failed(app, message.id, now, channel === 'whatsapp' ? 'no phone number' : 'no email address');
    return 'failed';
  }
  if (!(await admitForAccount(app, context.allyCode, { channel, to }))) {
    await failed(app, message.id, now, 'cap per ally');
    return 'failed';
  }
  const language: CodeLanguage = preferences.language === 'en' ? 'en' : 'es';
  const site = { country: context.country, allyCode: context.allyCode };
  const origin = siteOrigin(app, context.allyCode);
  const values = {
    name: context.name.split(/\s+/)[0] ?? context.name,
    ally: context.allyName,
    webinar: context.webinar,
    when: webinarWhen(context.startsAt, language, preferences.timeZone),
    code: context.code,
    prizeUrl: `${origin}${allyPath(site, 'achievement', { achievementId: message.achievementId })}`,
    optOutUrl: `${origin}${allyPath(site, 'remindersOptOut', {}, { t: optOutToken(app.ports.secretKey, message.userId) })}`,
  };
  const words = codeMessageWords(language, values);
  // Outside the 24-hour window: the newest version Meta approved (the console's "Mensajes").
  const template = await templateInUse(
    app.db,
    { id: context.allyId, code: context.allyCode },
    'webinar_code',
    language,
    codeTemplateText(context.allyName, language),
  );
  try {
    const receipt = await sendToLearner(
      app,
      { email: context.email, phone: context.phone, allyName: context.allyName },
      {
        channel,
        language,
        subject: words.subject,
        text: words.text,
        template: { name: template.name, parameters: codeTemplateParameters(values) },
        lastInboundAt: preferences.lastInboundAt,
      },
      now,
    );
    await settle(app, message.id, {
      status: 'sent',
      sentAt: now,
      channel,
      language,
      providerId: receipt.providerId,
      text: words.text,
      lastError: null,
    });
    return 'sent';
  } catch (error) {
    app.log.warn({ err: error, codeMessage: message.id }, 'webinar code message not sent');
    await failed(app, message.id, now, error instanceof Error ? error.message : String(error));
    return 'failed';
  }
}

/** Delivers what is due (of `ids`, when given: one press's messages), up to MAX_SENDS. */
export async function deliverCodeMessages(app: FastifyInstance, now: Date, ids?: number[]): Promise<DeliverySummary> {
  const summary: DeliverySummary = { sent: 0, queued: 0, failed: 0 };
  for (let count = 0; count < MAX_SENDS; count += 1) {
    const message = await claimNext(app, now, ids);
    if (!message) break;
    summary[await deliver(app, message, now)] += 1;
  }
  return summary;
}

/** Puts a learner's failed message back in the queue, due now ("Reintentar"); answers its id, if any. */
export async function requeueFailed(
  app: FastifyInstance,
  { webinarId, userId, requestedBy }: { webinarId: number; userId: number; requestedBy: number },
  now: Date,
): Promise<number | undefined> {
  const [row] = await app.db
    .update(webinarCodeMessages)
    .set({ status: 'queued', dueAt: now, lastError: null, failedAt: null, requestedBy })
    .where(
      and(
        eq(webinarCodeMessages.webinarId, webinarId),
        eq(webinarCodeMessages.userId, userId),
        eq(webinarCodeMessages.status, 'failed'),
      ),
    )
    .returning({ id: webinarCodeMessages.id });
  return row?.id;
}
