import {
  fillWhatsappTemplate,
  type ReminderKind,
  type ReminderLanguage,
  reminderMessageText,
} from '@aula/contracts/reminders';
import { allyPath } from '@aula/contracts/site-paths';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { allies } from '../../db/schema/allies';
import { countries } from '../../db/schema/countries';
import { users } from '../../db/schema/users';
import { sendToLearner, siteOrigin } from '../learner-channel';
import { alliesWithReminders, allyKindSettings } from './ally-settings';
import {
  type AllyScope,
  achievementsEarned,
  type DueReminder,
  newModules,
  stoppedMidLesson,
  webinarReminders,
} from './due-learners';
import { optOutToken } from './opt-out-token';
import { type Claimed, claimNext, enqueue, markFailed, markSent } from './queue';
import { returnLinkFor } from './return-link';
import { templateInUse } from './templates';

// One run of the reminders: find who is due as of `now` for every ally that sends, queue them, then
// send what is due. Every API process runs it every few minutes (plugins/reminder-scheduler.ts);
// the queue keeps two processes from sending anything twice.

/** Sends per run: the rest waits for the next run. */
const MAX_SENDS_PER_RUN = 200;

const finders: Record<
  ReminderKind,
  (app: FastifyInstance, ally: AllyScope, now: Date, afterDays: number) => Promise<DueReminder[]>
> = {
  stopped_mid_lesson: (app, ally, now, afterDays) => stoppedMidLesson(app.db, ally, now, afterDays),
  new_module: (app, ally, now) => newModules(app.db, ally, now),
  webinar_reminder: (app, ally, now) => webinarReminders(app.db, ally, now),
  achievement_earned: (app, ally, now) => achievementsEarned(app.db, ally, now),
};

export interface RunSummary {
  queued: number;
  sent: number;
  failed: number;
}

export async function scheduleReminders(app: FastifyInstance, now: Date): Promise<number> {
  let queued = 0;
  for (const ally of await alliesWithReminders(app.db)) {
    for (const settings of await allyKindSettings(app.db, ally.allyId)) {
      if (!settings.enabled) continue;
      const found = await finders[settings.kind](app, ally, now, settings.afterDays);
      queued += await enqueue(app.db, ally.allyId, settings.kind, found, settings.sendHour, now);
    }
  }
  return queued;
}

export async function sendDueReminders(app: FastifyInstance, now: Date): Promise<Omit<RunSummary, 'queued'>> {
  let sent = 0;
  let failed = 0;
  for (let count = 0; count < MAX_SENDS_PER_RUN; count += 1) {
    const claimed = await claimNext(app.db, now);
    if (!claimed) break;
    try {
      await markSent(app.db, claimed.id, await send(app, claimed, now), now);
      sent += 1;
    } catch (error) {
      failed += 1;
      app.log.warn({ err: error, reminder: claimed.id }, 'reminder not sent; it will be tried again');
      await markFailed(app.db, claimed, error, now);
    }
  }
  return { sent, failed };
}

export async function runReminders(app: FastifyInstance, now: Date): Promise<RunSummary> {
  const queued = await scheduleReminders(app, now);
  return { queued, ...(await sendDueReminders(app, now)) };
}

async function send(app: FastifyInstance, claimed: Claimed, now: Date) {
  const [learner] = await app.db
    .select({
      name: users.name,
      email: users.email,
      phone: users.phoneNumber,
      country: countries.code,
      allyCode: allies.code,
      allyName: allies.name,
    })
    .from(users)
    .innerJoin(countries, eq(countries.id, users.countryId))
    .innerJoin(allies, eq(allies.id, users.allyId))
    .where(eq(users.id, claimed.userId));
  if (!learner) throw new Error('the learner is gone');
  const { preferences } = claimed;
  const language: ReminderLanguage = preferences.language === 'en' ? 'en' : 'es';
  const settings = (await allyKindSettings(app.db, claimed.allyId)).find((kind) => kind.kind === claimed.kind);
  const body = settings?.templates[language] ?? '';
  const origin = siteOrigin(app, learner.allyCode);
  const returnPath = await returnLinkFor(app, {
    id: claimed.id,
    userId: claimed.userId,
    allyCode: learner.allyCode,
    country: learner.country,
    path: claimed.targetPath,
  });
  const site = { country: learner.country, allyCode: learner.allyCode };
  const optOutPath = allyPath(site, 'remindersOptOut', {}, { t: optOutToken(app.ports.secretKey, claimed.userId) });
  const values = {
    name: learner.name.split(/\s+/)[0] ?? learner.name,
    lesson: claimed.subject,
    returnUrl: `${origin}${returnPath}`,
    optOutUrl: `${origin}${optOutPath}`,
  };
  const text = reminderMessageText(body, language, values);
  // Outside the 24-hour window: the newest template Meta approved, with its own words (issue 40).
  const template = await templateInUse(
    app.db,
    { id: claimed.allyId, code: learner.allyCode },
    claimed.kind,
    language,
    body,
  );
  const parameters = [values.name, values.lesson, values.returnUrl, values.optOutUrl];
  const templateText = fillWhatsappTemplate(template.text, parameters);
  const channel = preferences.channel;
  const receipt = await sendToLearner(
    app,
    { email: learner.email, phone: learner.phone, allyName: learner.allyName },
    {
      channel,
      language,
      subject: `${learner.allyName}: ${claimed.subject}`,
      text,
      template: { name: template.name, parameters, text: templateText },
      lastInboundAt: preferences.lastInboundAt,
    },
    now,
  );
  return { channel, language, ...receipt, text: receipt.viaTemplate ? templateText : text };
}
