import {
  type CodeMessage,
  EARNERS_PAGE_SIZE,
  type EarnerRow,
  type EarnersResponse,
} from '@aula/contracts/console-earners';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rowsOf } from '../db/rows';
import { achievements } from '../db/schema';
import { notFound } from '../lib/http-error';
import { keysetPages } from '../lib/keyset-pages';
import { earnedAchievementsSql } from '../repositories/earned-achievements';

// Who earned one of the ally's achievements, for the console (ally admins): name, when, the channel
// they agreed to be written on (their contact only then), their webinar code and its message.

export interface OwnAchievement {
  id: number;
  allyId: number;
  title: string;
  prizeKind: 'webinar' | 'report' | 'physical';
  webinarId: number | null;
}

/** One of the ally's achievements; another ally's answers like a missing one (404). */
export async function ownAchievement(db: Database, allyId: number, id: number): Promise<OwnAchievement> {
  const [row] = await db
    .select({
      id: achievements.id,
      allyId: achievements.allyId,
      title: achievements.title,
      prizeKind: achievements.prizeKind,
      webinarId: achievements.webinarId,
    })
    .from(achievements)
    .where(and(eq(achievements.id, id), eq(achievements.allyId, allyId)));
  if (!row) throw notFound('Achievement not found');
  return row;
}

/** The prize's webinar with its codes counted: all, and those no one spent or was given. */
export async function webinarSummary(db: Database, webinarId: number | null) {
  if (webinarId === null) return null;
  const [row] = rowsOf<{ id: number; title: string; total: number; free: number }>(
    await db.execute(sql`
      select w.id, w.title, count(wc.id)::int as total,
        count(wc.id) filter (where wc.redeemed_at is null and wc.assigned_to is null)::int as free
      from webinars w left join webinar_codes wc on wc.webinar_id = w.id
      where w.id = ${webinarId} group by w.id`),
  );
  return row
    ? { id: Number(row.id), title: row.title, codesTotal: Number(row.total), codesFree: Number(row.free) }
    : null;
}

interface ListRow {
  id: number;
  name: string;
  email: string | null;
  phone_number: string | null;
  earned_at: Date | string;
  opted_in: boolean | null;
  channel: 'whatsapp' | 'email' | null;
  code: string | null;
  redeemed: boolean | null;
  message_status: 'queued' | 'sending' | 'sent' | 'delivered' | 'failed' | null;
  message_channel: 'whatsapp' | 'email' | null;
  message_error: string | null;
  message_at: Date | string | null;
}

const iso = (value: Date | string) => new Date(value).toISOString();

// A search word is matched as typed: % and _ are not wildcards for the person searching.
const likePattern = (words: string) =>
  `%${words.toLowerCase().replaceAll('\\', '\\\\').replaceAll('%', '\\%').replaceAll('_', '\\_')}%`;

function searchOf(q: string | undefined) {
  if (!q) return sql``;
  const pattern = likePattern(q);
  return sql`and (lower(u.name) like ${pattern} or lower(coalesce(u.email, '')) like ${pattern}
    or coalesce(u.phone_number, '') like ${pattern})`;
}

/** The earners (learners only, not the team) of one achievement, with what the list shows of each. */
function earnersSql(achievement: OwnAchievement) {
  // Id 0 names no webinar: a prize of another kind has no codes and no messages.
  const webinarId = achievement.webinarId ?? 0;
  return sql`
    with earned as (${earnedAchievementsSql({ allyId: achievement.allyId, achievementId: achievement.id })})
    select u.id, u.name, u.email, u.phone_number, earned.earned_at, rp.opted_in, rp.channel,
      code.code, code.redeemed,
      m.status as message_status, m.channel as message_channel, m.last_error as message_error,
      coalesce(case m.status when 'failed' then m.failed_at when 'delivered' then m.delivered_at
        when 'sent' then m.sent_at end, m.created_at) as message_at
    from earned
    join users u on u.id = earned.user_id and u.access = 'learner'
    left join reminder_preferences rp on rp.user_id = u.id
    left join lateral (
      select wc.code, wc.redeemed_by is not distinct from u.id as redeemed from webinar_codes wc
      where wc.webinar_id = ${webinarId} and (wc.redeemed_by = u.id or wc.assigned_to = u.id)
      order by wc.redeemed_by is not distinct from u.id desc limit 1
    ) code on true
    left join webinar_code_messages m on m.webinar_id = ${webinarId} and m.user_id = u.id`;
}

/** The channel the learner agreed to, if the account can be reached on it (a phone for WhatsApp, an email). */
function consentedChannel(row: Pick<ListRow, 'opted_in' | 'channel' | 'email' | 'phone_number'>) {
  if (!row.opted_in || !row.channel) return null;
  const reachable = row.channel === 'whatsapp' ? row.phone_number : row.email;
  return reachable ? row.channel : null;
}

function messageOf(row: ListRow): CodeMessage | null {
  if (!row.message_status || !row.message_at) return null;
  return {
    // "Sending" is a claim of a few seconds: for the team it is still on its way.
    status: row.message_status === 'sending' ? 'queued' : row.message_status,
    channel: row.message_channel,
    at: iso(row.message_at),
    error: row.message_status === 'failed' ? row.message_error : null,
  };
}

function earnerOf(row: ListRow): EarnerRow {
  const channel = consentedChannel(row);
  return {
    id: Number(row.id),
    name: row.name,
    earnedAt: iso(row.earned_at),
    channel,
    contact: channel === 'whatsapp' ? row.phone_number : channel === 'email' ? row.email : null,
    code: row.code,
    codeRedeemed: row.redeemed === true,
    message: messageOf(row),
  };
}

async function listPage(
  db: Database,
  achievement: OwnAchievement,
  q: string | undefined,
  after: number | undefined,
  limit: number,
): Promise<ListRow[]> {
  return rowsOf<ListRow>(
    await db.execute(sql`${earnersSql(achievement)}
      where u.id > ${after ?? 0} ${searchOf(q)}
      order by u.id limit ${limit}`),
  );
}

async function countEarners(db: Database, achievement: OwnAchievement, q: string | undefined): Promise<number> {
  const [row] = rowsOf<{ n: number }>(
    await db.execute(sql`
      with earned as (${earnedAchievementsSql({ allyId: achievement.allyId, achievementId: achievement.id })})
      select count(*)::int as n from earned join users u on u.id = earned.user_id and u.access = 'learner'
      where true ${searchOf(q)}`),
  );
  return Number(row?.n ?? 0);
}

/** One page of earners by learner id after `after`; `next` is the key of the page after. */
export async function earnersPage(
  db: Database,
  achievement: OwnAchievement,
  { q, after, limit = EARNERS_PAGE_SIZE }: { q?: string; after?: number; limit?: number },
): Promise<EarnersResponse> {
  const [rows, total, webinar] = await Promise.all([
    listPage(db, achievement, q, after, limit + 1),
    countEarners(db, achievement, q),
    webinarSummary(db, achievement.webinarId),
  ]);
  const results = rows.slice(0, limit).map(earnerOf);
  return {
    achievement: { id: achievement.id, title: achievement.title, prize_kind: achievement.prizeKind, webinar },
    results,
    total,
    next: rows.length > limit ? (results.at(-1)?.id ?? null) : null,
  };
}

/** One earner as the list shows them (after a retry), or undefined when they did not earn it. */
export async function earnerRowOf(db: Database, achievement: OwnAchievement, learnerId: number) {
  const [row] = rowsOf<ListRow>(await db.execute(sql`${earnersSql(achievement)} where u.id = ${learnerId}`));
  return row ? earnerOf(row) : undefined;
}

/** Every earner matching the search as a stream, page by page by id: the exports' source. */
export function allEarners(db: Database, achievement: OwnAchievement, q: string | undefined) {
  return (async function* () {
    for await (const row of keysetPages<ListRow, number>(
      (after, limit) => listPage(db, achievement, q, after, limit),
      (r) => Number(r.id),
    )) {
      yield earnerOf(row);
    }
  })();
}
