import type { LearnerDetail, LearnerListQuery, LearnerRow } from '@aula/contracts/console-learners';
import { LEARNERS_PAGE_SIZE } from '@aula/contracts/console-learners';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { contentChanges } from '../../db/schema';
import { keysetPages } from '../../lib/keyset-pages';
import { earnedAchievementsSql } from '../../repositories/earned-achievements';
import { type FiguresOf, type InsightScope, rollupInScope } from '../insight';
import { learnersStoppedAt } from './cohort';

/** The list's own choices beside the scope (from the query). */
export type LearnerSearch = Pick<LearnerListQuery, 'q' | 'module' | 'stoppedAt'>;

interface ListRow {
  id: number;
  name: string;
  email: string | null;
  phone_number: string | null;
  business_name: string | null;
  country: string;
  city: string | null;
  lessons_completed: number;
  modules_completed: number;
  last_active_at: Date | string | null;
}

const iso = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString());

// A search word is matched as typed: % and _ are not wildcards for the person searching.
const likePattern = (words: string) =>
  `%${words.replaceAll('\\', '\\\\').replaceAll('%', '\\%').replaceAll('_', '\\_')}%`;

function conditions(scope: InsightScope, search: LearnerSearch): SQL {
  const { start, end } = scope.period;
  const parts: SQL[] = [rollupInScope(scope, 's')];
  if (search.module !== undefined && search.stoppedAt !== undefined) {
    // The funnel's people for that lesson exactly: its cohort (began the module in the period) is
    // the whole condition, so the list's count and the funnel's "stopped here" are the same number.
    parts.push(sql`s.user_id in ${learnersStoppedAt(scope, search.module, search.stoppedAt)}`);
  } else {
    // Learners present in the period: registered by its end, and registered or active within it.
    parts.push(
      sql`s.registered_at < ${end.toISOString()}::timestamptz`,
      sql`(s.registered_at >= ${start.toISOString()}::timestamptz or s.last_active_at >= ${start.toISOString()}::timestamptz)`,
    );
  }
  if (search.q) {
    const pattern = likePattern(search.q);
    parts.push(
      // The summary's search_text: name, email, phone and business name in lower case, as of the
      // last refresh (as the list itself); a trigram index answers it where PostgreSQL has pg_trgm.
      sql`s.search_text like lower(${pattern})`,
    );
  }
  if (search.module && search.stoppedAt === undefined) {
    parts.push(
      sql`exists (select 1 from insight_module_progress mp where mp.user_id = s.user_id and mp.module_id = ${search.module})`,
    );
  }
  return sql.join(parts, sql` and `);
}

async function listPage(
  db: Database,
  scope: InsightScope,
  search: LearnerSearch,
  after: number | undefined,
  limit: number,
): Promise<ListRow[]> {
  return rowsOf<ListRow>(
    await db.execute(sql`
      select s.user_id as id, u.name, u.email, u.phone_number, bp.business_name, c.code as country, bp.city,
             s.lessons_completed, s.modules_completed, s.last_active_at
      from insight_learner_summary s
      join users u on u.id = s.user_id
      join countries c on c.id = s.country_id
      left join business_profiles bp on bp.user_id = s.user_id
      where ${conditions(scope, search)} and s.user_id > ${after ?? 0}
      order by s.user_id
      limit ${limit}`),
  );
}

function rowOf(row: ListRow): LearnerRow {
  return {
    id: row.id,
    name: row.name,
    contact: row.phone_number ?? row.email,
    business: row.business_name || null,
    country: row.country.toUpperCase(),
    city: row.city,
    lessonsCompleted: Number(row.lessons_completed),
    modulesCompleted: Number(row.modules_completed),
    lastActiveAt: iso(row.last_active_at),
  };
}

/** One page of the scoped learners, by id after `after`; `next` is the key of the page after. */
export async function learnerPage(
  db: Database,
  scope: InsightScope,
  search: LearnerSearch,
  after: number | undefined,
  limit = LEARNERS_PAGE_SIZE,
) {
  const rows = await listPage(db, scope, search, after, limit + 1);
  const results = rows.slice(0, limit).map(rowOf);
  return { results, next: rows.length > limit ? (results[results.length - 1]?.id ?? null) : null };
}

/** Every scoped learner as a stream, page by page by id: the exports' source. */
export function allLearners(db: Database, scope: InsightScope, search: LearnerSearch): AsyncIterable<LearnerRow> {
  return (async function* () {
    for await (const row of keysetPages<ListRow, number>(
      (after, limit) => listPage(db, scope, search, after, limit),
      (r) => r.id,
    )) {
      yield rowOf(row);
    }
  })();
}

/** Whether `lessonId` is a lesson of `moduleId` (a `stoppedAt` of another module is refused). */
export async function isLessonOfModule(db: Database, moduleId: number, lessonId: number): Promise<boolean> {
  const rows = rowsOf(await db.execute(sql`select 1 from lessons where id = ${lessonId} and module_id = ${moduleId}`));
  return rows.length > 0;
}

interface LearnerBase {
  id: number;
  ally_id: number;
  name: string;
  email: string | null;
  phone_number: string | null;
  country: string;
  business_name: string | null;
  city: string | null;
  created_at: Date | string;
}

/** A learner of one of `allyIds` (undefined for anyone else's, so the route answers 404). */
export async function learnerDetailOf(
  db: Database,
  allyIds: number[],
  learnerId: number,
): Promise<FiguresOf<LearnerDetail> | undefined> {
  const allies = sql.join(
    allyIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const [base] = rowsOf<LearnerBase>(
    await db.execute(sql`
      select u.id, u.ally_id, u.name, u.email, u.phone_number, c.code as country, bp.business_name, bp.city, u.created_at
      from users u join countries c on c.id = u.country_id left join business_profiles bp on bp.user_id = u.id
      where u.id = ${learnerId} and u.access = 'learner' and u.ally_id in (${allies})`),
  );
  if (!base) return undefined;
  // Module progress from the rollup, as the list's: as old as its last refresh (INSIGHT_REFRESH_MINUTES).
  const modules = rowsOf<{
    id: number;
    title: string;
    lessons_total: number;
    lessons_completed: number;
    completed_at: Date | string | null;
  }>(
    await db.execute(sql`
      select m.id, m.title, mp.lessons_total, mp.lessons_completed, mp.completed_at
      from insight_module_progress mp join lesson_modules m on m.id = mp.module_id
      where mp.user_id = ${learnerId}
      order by mp.started_at`),
  );
  // Earned as the learner's own screens say it (repositories/earned-achievements.ts), read live.
  const achievements = rowsOf<{ id: number; title: string; earned_at: Date | string }>(
    await db.execute(sql`
      with earned as (${earnedAchievementsSql({ allyId: Number(base.ally_id), userId: learnerId })})
      select a.id, a.title, earned.earned_at from earned join achievements a on a.id = earned.achievement_id
      order by earned.earned_at, a.id`),
  );
  const surveys = rowsOf<{ created_at: Date | string; score: string | number; answers: unknown }>(
    await db.execute(sql`
      select created_at, score, answers from business_surveys where user_id = ${learnerId} order by created_at`),
  );
  const checkAttempts = rowsOf<{
    part_id: number;
    check_title: string;
    lesson_title: string;
    attempt: number;
    score: number;
    passed: boolean;
    submitted_at: Date | string;
  }>(
    await db.execute(sql`
      select ca.part_id, p.title as check_title, l.title as lesson_title, ca.attempt, ca.score, ca.passed, ca.submitted_at
      from check_attempts ca join lesson_parts p on p.id = ca.part_id join lessons l on l.id = p.lesson_id
      where ca.user_id = ${learnerId}
      order by ca.submitted_at desc, ca.id desc limit 200`),
  );
  const certificates = rowsOf<{
    id: string;
    module_title: string;
    issued_at: Date | string;
    revoked_at: Date | string | null;
  }>(
    await db.execute(sql`
      select c.id, m.title as module_title, c.issued_at, c.revoked_at
      from certificates c join lesson_modules m on m.id = c.module_id
      where c.user_id = ${learnerId}
      order by c.issued_at desc, c.id`),
  );
  return {
    id: base.id,
    name: base.name,
    email: base.email,
    phone: base.phone_number,
    country: base.country.toUpperCase(),
    business: base.business_name || null,
    city: base.city,
    registeredAt: new Date(base.created_at).toISOString(),
    modules: modules.map((m) => ({
      id: m.id,
      title: m.title,
      lessonsCompleted: Number(m.lessons_completed),
      lessonsTotal: Number(m.lessons_total),
      completedAt: iso(m.completed_at),
    })),
    achievements: achievements.map((a) => ({
      id: a.id,
      title: a.title,
      earnedAt: new Date(a.earned_at).toISOString(),
    })),
    surveys: surveys.map((s) => ({
      answeredAt: new Date(s.created_at).toISOString(),
      score: Number(s.score),
      answers: s.answers,
    })),
    checkAttempts: checkAttempts.map((a) => ({
      partId: Number(a.part_id),
      checkTitle: a.check_title,
      lessonTitle: a.lesson_title,
      attempt: Number(a.attempt),
      score: Number(a.score),
      passed: a.passed,
      submittedAt: new Date(a.submitted_at).toISOString(),
    })),
    certificates: certificates.map((c) => ({
      id: c.id,
      moduleTitle: c.module_title,
      issuedAt: new Date(c.issued_at).toISOString(),
      revokedAt: iso(c.revoked_at),
    })),
  };
}

// The access log lives in content_changes (who, when, which item), as the console's history does:
// item type 'learner', action 'personal_data_viewed'. The history endpoint's types leave it out,
// so only this module's admin route reads it back.
const VIEWED = { itemType: 'learner', action: 'personal_data_viewed' } as const;

export async function recordPersonalDataView(db: Database, allyId: number, viewerId: number, learnerId: number) {
  await db.insert(contentChanges).values({ allyId, userId: viewerId, itemId: learnerId, ...VIEWED });
}

export async function personalDataViewsOf(db: Database, allyIds: number[], learnerId: number) {
  const allies = sql.join(
    allyIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const rows = rowsOf<{ viewer: string | null; created_at: Date | string }>(
    await db.execute(sql`
      select u.name as viewer, cc.created_at from content_changes cc left join users u on u.id = cc.user_id
      where cc.item_type = ${VIEWED.itemType} and cc.action = ${VIEWED.action} and cc.item_id = ${learnerId}
        and cc.ally_id in (${allies})
      order by cc.created_at desc, cc.id desc limit 200`),
  );
  return { results: rows.map((row) => ({ viewer: row.viewer, viewedAt: new Date(row.created_at).toISOString() })) };
}
