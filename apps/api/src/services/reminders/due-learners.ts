import { allyPath } from '@aula/contracts/site-paths';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/rows';

// Who is due a reminder of each kind, for one ally, as of `now`. Only active learners of the ally
// who opted in are ever named. Each finding carries its reason key: the same reason found again
// (another run, another process) is the same key, and the queue keeps one message per key.

export interface DueReminder {
  userId: number;
  reasonKey: string;
  /** The `{leccion}` of the template: the lesson, module, webinar or achievement title. */
  subject: string;
  targetPath: string;
  /** Time-bound reminders (a webinar) are not sent after this, nor held for the kind's hour. */
  expiresAt?: Date;
}

export interface AllyScope {
  allyId: number;
  allyCode: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;
/** Older stops, launches and achievements than this are left alone: a reminder must be timely. */
const LOOK_BACK_DAYS = 14;

/** A moment as a query parameter both drivers read alike. */
const at = (moment: Date) => sql`${moment.toISOString()}::timestamptz`;

const optedInLearners = sql`
  select u.id, u.country_id from users u
  join reminder_preferences rp on rp.user_id = u.id and rp.opted_in
  where u.status = 'active' and u.access = 'learner'`;

/**
 * Stopped mid-lesson: the part a learner looked at last is not done, and it was `afterDays` or more
 * days ago (up to two weeks more). The link opens that part.
 */
export async function stoppedMidLesson(db: Database, ally: AllyScope, now: Date, afterDays: number) {
  const before = new Date(now.getTime() - afterDays * DAY_MS);
  const since = new Date(before.getTime() - LOOK_BACK_DAYS * DAY_MS);
  const rows = rowsOf<{
    user_id: number;
    part_id: number;
    lesson_id: number;
    title: string;
    country: string;
    day: string;
  }>(
    await db.execute(sql`
      with learners as (${optedInLearners} and u.ally_id = ${ally.allyId}),
      last_seen as (
        select distinct on (pp.user_id) pp.user_id, pp.part_id, pp.seen_at
        from part_progress pp join learners on learners.id = pp.user_id
        order by pp.user_id, pp.seen_at desc, pp.part_id desc
      )
      select ls.user_id, ls.part_id, lp.lesson_id, l.title, c.code as country,
        to_char(ls.seen_at at time zone 'UTC', 'YYYY-MM-DD') as day
      from last_seen ls
      join lesson_parts lp on lp.id = ls.part_id
      join lessons l on l.id = lp.lesson_id and l.published_at is not null
      join users u on u.id = ls.user_id
      join countries c on c.id = u.country_id
      where ls.seen_at <= ${at(before)} and ls.seen_at > ${at(since)}
        and not exists (select 1 from part_completions pc where pc.user_id = ls.user_id and pc.part_id = ls.part_id)`),
  );
  return rows.map(
    (row): DueReminder => ({
      userId: row.user_id,
      reasonKey: `stopped:p${row.part_id}:${row.day}`,
      subject: row.title,
      targetPath: allyPath(
        { country: row.country, allyCode: ally.allyCode },
        'lesson',
        { lessonId: row.lesson_id },
        {
          parte: row.part_id,
        },
      ),
    }),
  );
}

/**
 * A module published in the last two weeks and not deleted since (archived), to the learners of its
 * country (or every country) whose business type it names, or to all when it names none.
 */
export async function newModules(db: Database, ally: AllyScope, now: Date) {
  const since = new Date(now.getTime() - LOOK_BACK_DAYS * DAY_MS);
  const rows = rowsOf<{ user_id: number; module_id: number; title: string; country: string }>(
    await db.execute(sql`
      with learners as (${optedInLearners} and u.ally_id = ${ally.allyId})
      select learners.id as user_id, m.id as module_id, m.title, c.code as country
      from lesson_modules m
      join learners on m.country_id is null or m.country_id = learners.country_id
      join countries c on c.id = learners.country_id
      left join business_profiles bp on bp.user_id = learners.id
      where m.ally_id = ${ally.allyId} and m.archived_at is null
        and m.published_at > ${at(since)} and m.published_at <= ${at(now)}
        and (not exists (select 1 from module_business_types mbt where mbt.module_id = m.id)
          or exists (select 1 from module_business_types mbt
                     where mbt.module_id = m.id and mbt.business_type_id = bp.business_type_id))`),
  );
  return rows.map(
    (row): DueReminder => ({
      userId: row.user_id,
      reasonKey: `module:${row.module_id}`,
      subject: row.title,
      targetPath: allyPath({ country: row.country, allyCode: ally.allyCode }, 'module', { moduleId: row.module_id }),
    }),
  );
}

/**
 * Webinars a learner holds a code for: one reminder 25 hours before (so the one an hour before is
 * a day later, within the daily cap) and one an hour before; neither is sent once it has begun.
 */
export async function webinarReminders(db: Database, ally: AllyScope, now: Date) {
  const rows = rowsOf<{ user_id: number; webinar_id: number; title: string; country: string; starts: number }>(
    await db.execute(sql`
      with learners as (${optedInLearners} and u.ally_id = ${ally.allyId})
      select distinct learners.id as user_id, w.id as webinar_id, w.title, c.code as country,
        extract(epoch from w.starts_at)::float8 * 1000 as starts
      from webinars w
      join webinar_codes wc on wc.webinar_id = w.id
      join learners on learners.id = wc.redeemed_by
      join countries c on c.id = learners.country_id
      where w.ally_id = ${ally.allyId} and w.starts_at > ${at(now)} and w.starts_at <= ${at(new Date(now.getTime() + 25 * HOUR_MS))}`),
  );
  return rows.map((row): DueReminder => {
    const startsAt = new Date(Number(row.starts));
    const lastHour = startsAt.getTime() - now.getTime() <= HOUR_MS;
    return {
      userId: row.user_id,
      reasonKey: `webinar:${row.webinar_id}:${lastHour ? 'hour' : 'day'}`,
      subject: row.title,
      targetPath: allyPath({ country: row.country, allyCode: ally.allyCode }, 'achievements'),
      expiresAt: startsAt,
    };
  });
}

/** An achievement earned: every published part of its module done, the last of them in the last two weeks. */
export async function achievementsEarned(db: Database, ally: AllyScope, now: Date) {
  const since = new Date(now.getTime() - LOOK_BACK_DAYS * DAY_MS);
  const rows = rowsOf<{ user_id: number; achievement_id: number; title: string; country: string }>(
    await db.execute(sql`
      with learners as (${optedInLearners} and u.ally_id = ${ally.allyId}),
      module_parts as (
        select l.module_id, lp.id as part_id from lesson_parts lp
        join lessons l on l.id = lp.lesson_id and l.published_at is not null
      ),
      done as (
        select learners.id as user_id, mp.module_id, count(*) as parts, max(pc.completed_at) as last_done
        from learners
        join part_completions pc on pc.user_id = learners.id
        join module_parts mp on mp.part_id = pc.part_id
        group by learners.id, mp.module_id
      )
      select done.user_id, a.id as achievement_id, a.title, c.code as country
      from achievements a
      join done on done.module_id = a.module_id
      join users u on u.id = done.user_id
      join countries c on c.id = u.country_id
      where a.ally_id = ${ally.allyId} and done.last_done > ${at(since)}
        and done.parts = (select count(*) from module_parts mp where mp.module_id = a.module_id)`),
  );
  return rows.map(
    (row): DueReminder => ({
      userId: row.user_id,
      reasonKey: `achievement:${row.achievement_id}`,
      subject: row.title,
      targetPath: allyPath({ country: row.country, allyCode: ally.allyCode }, 'achievement', {
        achievementId: row.achievement_id,
      }),
    }),
  );
}
