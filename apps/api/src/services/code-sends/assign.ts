import { NO_CODES, NOT_WEBINAR_PRIZE } from '@aula/contracts/console-earners';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { webinarCodeMessages } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { earnedAchievementsSql } from '../../repositories/earned-achievements';
import type { OwnAchievement } from '../achievement-earners';

// "Enviar códigos", its first half, in one transaction: each earner of the achievement without a
// code of its webinar gets one unused code, and each earner holding a given code who agreed to be
// written to gets one queued message. The webinar's row is locked for it, so two presses at once
// take turns; the unique indexes (one code given per learner and webinar, one message per learner
// and webinar) hold it even so. Pressing again therefore gives no second code and queues nothing new.

export interface Assignment {
  earners: number;
  assigned: number;
  alreadySent: number;
  noConsent: number;
  withoutCode: number;
  /** The messages this press queued, for the caller to deliver. */
  queuedIds: number[];
}

interface EarnerState {
  user_id: number;
  /** A code given to them and not spent, or null. */
  code_id: number | null;
  /** They redeemed a code of the webinar already: nothing to give or send. */
  redeemed: boolean;
  has_message: boolean;
  consented: boolean;
}

const notWebinarPrize = () =>
  new HttpError(409, NOT_WEBINAR_PRIZE, "This achievement's prize is not a webinar: it has no codes to send");
const noCodes = () => new HttpError(409, NO_CODES, 'This webinar has no codes yet: generate some first');

/** The earners, oldest earned first (the first to finish are the first served), and where each stands. */
async function earnerStates(tx: Database, achievement: OwnAchievement, webinarId: number) {
  return rowsOf<EarnerState>(
    await tx.execute(sql`
      with earned as (${earnedAchievementsSql({ allyId: achievement.allyId, achievementId: achievement.id })})
      select u.id as user_id,
        (select wc.id from webinar_codes wc where wc.webinar_id = ${webinarId} and wc.assigned_to = u.id
          and wc.redeemed_at is null) as code_id,
        exists (select 1 from webinar_codes wc where wc.webinar_id = ${webinarId} and wc.redeemed_by = u.id) as redeemed,
        exists (select 1 from webinar_code_messages m where m.webinar_id = ${webinarId} and m.user_id = u.id) as has_message,
        coalesce(rp.opted_in and case rp.channel when 'whatsapp' then u.phone_number is not null
          else u.email is not null end, false) as consented
      from earned
      join users u on u.id = earned.user_id and u.access = 'learner'
      left join reminder_preferences rp on rp.user_id = u.id
      order by earned.earned_at, u.id`),
  );
}

/** Gives each learner of `userIds` one free code (newest batch first); answers learner id -> code id. */
async function giveCodes(tx: Database, webinarId: number, userIds: number[], now: Date) {
  if (userIds.length === 0) return new Map<number, number>();
  const free = rowsOf<{ id: number }>(
    await tx.execute(sql`
      select id from webinar_codes where webinar_id = ${webinarId} and redeemed_at is null and assigned_to is null
      order by created_at desc, id desc limit ${userIds.length}`),
  );
  const pairs = free.map((code, index) => [userIds[index] as number, Number(code.id)] as const);
  if (pairs.length > 0) {
    await tx.execute(sql`
      update webinar_codes wc set assigned_to = given.user_id, assigned_at = ${now.toISOString()}::timestamptz
      from (values ${sql.join(
        pairs.map(([userId, codeId]) => sql`(${codeId}::int, ${userId}::int)`),
        sql`, `,
      )}) as given(code_id, user_id)
      where wc.id = given.code_id`);
  }
  return new Map(pairs);
}

export async function assignCodes(
  db: Database,
  achievement: OwnAchievement,
  requestedBy: number,
  now: Date,
): Promise<Assignment> {
  const webinarId = achievement.prizeKind === 'webinar' ? achievement.webinarId : null;
  if (webinarId === null) throw notWebinarPrize();
  return db.transaction(async (tx) => {
    await tx.execute(sql`select id from webinars where id = ${webinarId} for update`);
    const [codes] = rowsOf<{ n: number }>(
      await tx.execute(sql`select count(*)::int as n from webinar_codes where webinar_id = ${webinarId}`),
    );
    if (Number(codes?.n ?? 0) === 0) throw noCodes();
    const states = await earnerStates(tx, achievement, webinarId);
    const needing = states.filter((state) => state.code_id === null && !state.redeemed);
    const given = await giveCodes(
      tx,
      webinarId,
      needing.map((state) => Number(state.user_id)),
      now,
    );
    const outcome: Assignment = {
      earners: states.length,
      assigned: given.size,
      alreadySent: 0,
      noConsent: 0,
      withoutCode: needing.length - given.size,
      queuedIds: [],
    };
    for (const state of states) {
      const codeId = state.code_id === null ? given.get(Number(state.user_id)) : Number(state.code_id);
      if (codeId === undefined) continue;
      if (state.has_message) outcome.alreadySent += 1;
      else if (!state.consented) outcome.noConsent += 1;
      else {
        const [queued] = await tx
          .insert(webinarCodeMessages)
          .values({
            allyId: achievement.allyId,
            webinarId,
            achievementId: achievement.id,
            userId: Number(state.user_id),
            codeId,
            dueAt: now,
            createdAt: now,
            requestedBy,
          })
          .onConflictDoNothing({ target: [webinarCodeMessages.webinarId, webinarCodeMessages.userId] })
          .returning({ id: webinarCodeMessages.id });
        if (queued) outcome.queuedIds.push(queued.id);
        else outcome.alreadySent += 1;
      }
    }
    return outcome;
  });
}
