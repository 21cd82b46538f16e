import { eq, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { lessonParts } from '../../db/schema';
import { sha256Hex } from '../../lib/secrets';
import { earnedAchievementsSql } from '../../repositories/earned-achievements';
import { favoritesQuery, type LearnerScope, lessonsForLearnerQuery } from '../../repositories/learner-lessons';
import { lessonContentQuery } from '../../repositories/lesson-content';
import { lessonStateQuery, partsOfLessonQuery, ratingStatsQuery } from '../../repositories/lesson-state';
import { listLessons } from '../../repositories/lessons';
import { listSessions, sessionByTokenHashQuery } from '../../repositories/sessions';
import type { Database } from '../client';
import { rowsOf } from '../rows';
import type { ScaleData } from './scale-data';

/** Tables that grow with learners or content: a plan must never read one of them whole. */
export const LARGE_TABLES = [
  'lessons',
  'lesson_parts',
  'part_completions',
  'lesson_views',
  'lesson_favorites',
  'lesson_ratings',
  'auth_tokens',
  'users',
] as const;

export interface QueryPlan {
  name: string;
  /** No sequential scan of a large table anywhere in the plan. */
  ok: boolean;
  /** Large tables read whole, if any. */
  seqScans: string[];
  /** Indexes the plan reads. */
  indexes: string[];
  /** Execution time measured by EXPLAIN ANALYZE, in ms. */
  ms: number;
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

function walk(node: PlanNode, visit: (node: PlanNode) => void) {
  visit(node);
  for (const child of node.Plans ?? []) walk(child, visit);
}

/** The queries every learner's request runs, built by the repositories themselves. */
export function hotQueries(db: Database, data: ScaleData): [string, SQLWrapper][] {
  const idleHours = 168;
  const scope: LearnerScope = { userId: data.userId, allyId: data.allyId, countryCode: 'mx' };
  return [
    ['session by token hash', sessionByTokenHashQuery(db, sha256Hex(data.token), idleHours)],
    ['lesson content (cached in memory)', lessonContentQuery(db, data.lessonId)],
    ["a learner's lesson state (cached in memory)", lessonStateQuery(db, data.userId)],
    ["a lesson's ratings (cached in memory)", ratingStatsQuery(db, data.lessonId)],
    ["a module's lessons with progress", lessonsForLearnerQuery(db, scope, { moduleId: data.moduleId })],
    ['new lessons of an ally', listLessons(db, { country: 'mx', allyCode: data.allyCode }, 'newest', 8)],
    ['most viewed lessons of an ally', listLessons(db, { country: 'mx', allyCode: data.allyCode }, 'most_viewed', 8)],
    ["a lesson's parts with completion", partsOfLessonQuery(db, scope.userId, data.lessonId)],
    ["a learner's earned achievements", earnedAchievementsSql({ allyId: scope.allyId, userId: scope.userId })],
    [
      "an achievement's earners (the console's list and code sends)",
      earnedAchievementsSql({ allyId: scope.allyId, achievementId: data.achievementId }),
    ],
    ["a learner's sessions", listSessions(db, scope.userId, idleHours)],
    ["a learner's favourites", favoritesQuery(db, scope.userId)],
    [
      'parts of a lesson (cascade, by lesson)',
      db.select({ id: lessonParts.id }).from(lessonParts).where(eq(lessonParts.lessonId, data.lessonId)),
    ],
  ];
}

/** EXPLAIN ANALYZE of one query: which indexes it reads and whether it scans a large table whole. */
export async function explain(db: Database, name: string, query: SQLWrapper): Promise<QueryPlan> {
  const result = await db.execute(sql`explain (analyze, format json) ${query.getSQL() as SQL}`);
  const rows = rowsOf<Record<string, unknown>>(result);
  const raw = Object.values(rows[0] ?? {})[0];
  const [top] = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan: PlanNode; 'Execution Time': number }[];
  if (!top) throw new Error(`no plan for ${name}`);
  const seqScans = new Set<string>();
  const indexes = new Set<string>();
  walk(top.Plan, (node) => {
    const table = node['Relation Name'];
    if (node['Node Type'] === 'Seq Scan' && table && (LARGE_TABLES as readonly string[]).includes(table)) {
      seqScans.add(table);
    }
    if (node['Index Name']) indexes.add(node['Index Name']);
  });
  return { name, ok: seqScans.size === 0, seqScans: [...seqScans], indexes: [...indexes], ms: top['Execution Time'] };
}

export async function explainHotQueries(db: Database, data: ScaleData): Promise<QueryPlan[]> {
  const plans: QueryPlan[] = [];
  for (const [name, query] of hotQueries(db, data)) plans.push(await explain(db, name, query));
  return plans;
}
