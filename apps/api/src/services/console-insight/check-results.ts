import {
  type CheckQuestionResult,
  type CheckResult,
  type CheckResultsResponse,
  HARDEST_COUNT,
  HARDEST_MIN_ANSWERS,
  type HardestQuestion,
} from '@aula/contracts/console-check-results';
import type { ConsoleCheck } from '@aula/contracts/knowledge-checks';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { type FiguresOf, type InsightScope, inPeriod, learnersInScope } from '../insight';

// Knowledge-check results for the console: read from the tries themselves (check_attempts, by its
// (part_id, submitted_at) index), not from the rollups: an ally has a few checks and their tries
// are far fewer than part completions, and an editor who just fixed a question wants today's answers.
// Questions and options are named as the check holds them now: a try keeps ids, not words.

interface CheckRow {
  part_id: number;
  title: string;
  check_definition: ConsoleCheck | null;
  lesson_id: number;
  lesson_title: string;
  module_id: number;
  module_title: string;
}
interface CheckCounts {
  part_id: number;
  learners: number;
  attempts: number;
  passed: number;
  average_tries: number | null;
}
interface QuestionCounts {
  part_id: number;
  question_id: number;
  answered: number;
  right: number;
}
interface OptionCounts {
  part_id: number;
  question_id: number;
  option_id: number;
  chosen: number;
}

const ids = (values: number[]) =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );

/** The scoped allies' checks in published lessons of published modules, in curriculum order. */
async function checksOf(db: Database, scope: InsightScope): Promise<CheckRow[]> {
  const country = scope.country ? sql` and (lm.country_id is null or lm.country_id = ${scope.country.id})` : sql``;
  return rowsOf<CheckRow>(
    await db.execute(sql`
      select p.id as part_id, p.title, p.check_definition, l.id as lesson_id, l.title as lesson_title,
        lm.id as module_id, lm.title as module_title
      from lesson_parts p
      join lessons l on l.id = p.lesson_id and l.published_at is not null and l.archived_at is null
      join lesson_modules lm on lm.id = l.module_id and lm.published_at is not null and lm.archived_at is null
      where p.kind = 'check' and p.archived_at is null
        and lm.ally_id in (${ids(scope.allies.map((ally) => ally.id))})${country}
      order by lm.ally_id, lm.position, lm.id, l.position, l.id, p.position, p.id`),
  );
}

/** The period's tries of the scoped learners at these checks, as a common table `tries`. */
function triesSql(scope: InsightScope, partIds: number[]): SQL {
  return sql`with tries as (
    select a.part_id, a.user_id, a.attempt, a.passed, a.results
    from check_attempts a join users u on u.id = a.user_id
    where a.part_id in (${ids(partIds)}) and ${inPeriod('a.submitted_at', scope.period)} and ${learnersInScope(scope)})`;
}

async function countsOf(db: Database, scope: InsightScope, partIds: number[]) {
  const tries = triesSql(scope, partIds);
  const [checks, questions, options] = await Promise.all([
    db.execute(sql`${tries}
      select part_id, count(*)::int as learners, sum(tries)::int as attempts,
        count(first_pass)::int as passed, avg(first_pass)::float8 as average_tries
      from (select part_id, user_id, count(*) as tries, min(attempt) filter (where passed) as first_pass
        from tries group by part_id, user_id) per_learner
      group by part_id`),
    db.execute(sql`${tries}
      select t.part_id, (q->>'question_id')::int as question_id, count(*)::int as answered,
        count(*) filter (where (q->>'correct')::boolean)::int as "right"
      from tries t cross join lateral jsonb_array_elements(t.results) q
      group by 1, 2`),
    db.execute(sql`${tries}
      select t.part_id, (q->>'question_id')::int as question_id, o.value::int as option_id, count(*)::int as chosen
      from tries t cross join lateral jsonb_array_elements(t.results) q
        cross join lateral jsonb_array_elements_text(q->'chosen_option_ids') o
      group by 1, 2, 3`),
  ]);
  const key = (partId: number, questionId: number) => `${partId}:${questionId}`;
  const optionsChosen = new Map<string, OptionCounts[]>();
  for (const row of rowsOf<OptionCounts>(options)) {
    const at = key(Number(row.part_id), Number(row.question_id));
    optionsChosen.set(at, [...(optionsChosen.get(at) ?? []), row]);
  }
  return {
    checks: new Map(rowsOf<CheckCounts>(checks).map((row) => [Number(row.part_id), row])),
    questions: new Map(
      rowsOf<QuestionCounts>(questions).map((row) => [key(Number(row.part_id), Number(row.question_id)), row]),
    ),
    optionsChosen,
    key,
  };
}

type Counts = Awaited<ReturnType<typeof countsOf>>;

function questionResultsOf(check: CheckRow, counts: Counts): CheckQuestionResult[] {
  return (check.check_definition?.questions ?? []).map((question) => {
    const at = counts.key(check.part_id, question.id);
    const answered = Number(counts.questions.get(at)?.answered ?? 0);
    const right = Number(counts.questions.get(at)?.right ?? 0);
    const chosen = new Map(
      (counts.optionsChosen.get(at) ?? []).map((row) => [Number(row.option_id), Number(row.chosen)]),
    );
    let mostChosenWrong: CheckQuestionResult['mostChosenWrong'] = null;
    for (const option of question.options) {
      const times = chosen.get(option.id) ?? 0;
      if (option.correct || times === 0) continue;
      if (!mostChosenWrong || times > mostChosenWrong.chosen) {
        mostChosenWrong = { optionId: option.id, text: option.text, chosen: times };
      }
    }
    return {
      questionId: question.id,
      kind: question.kind,
      prompt: question.prompt,
      answered,
      right,
      rightShare: answered === 0 ? null : right / answered,
      mostChosenWrong,
    };
  });
}

function hardestOf(checks: CheckResult[]): HardestQuestion[] {
  return checks
    .flatMap((check) =>
      check.questions
        .filter((question) => question.answered >= HARDEST_MIN_ANSWERS)
        .map((question) => ({
          ...question,
          partId: check.partId,
          checkTitle: check.title,
          lessonTitle: check.lessonTitle,
        })),
    )
    .sort((a, b) => (a.rightShare ?? 1) - (b.rightShare ?? 1) || b.answered - a.answered)
    .slice(0, HARDEST_COUNT);
}

/** Every check of the scope with its period's tries, and the hardest questions across them. */
export async function checkResultsOf(db: Database, scope: InsightScope): Promise<FiguresOf<CheckResultsResponse>> {
  const rows = await checksOf(db, scope);
  const counts =
    rows.length === 0
      ? null
      : await countsOf(
          db,
          scope,
          rows.map((row) => row.part_id),
        );
  const checks = rows.map((row): CheckResult => {
    const figures = counts?.checks.get(row.part_id);
    const learners = Number(figures?.learners ?? 0);
    const passed = Number(figures?.passed ?? 0);
    return {
      partId: row.part_id,
      title: row.title,
      lessonId: row.lesson_id,
      lessonTitle: row.lesson_title,
      moduleId: row.module_id,
      moduleTitle: row.module_title,
      learners,
      attempts: Number(figures?.attempts ?? 0),
      passed,
      passRate: learners === 0 ? null : passed / learners,
      averageTriesToPass: figures?.average_tries == null ? null : Number(figures.average_tries),
      questions: counts ? questionResultsOf(row, counts) : [],
    };
  });
  return {
    period: { from: scope.period.from, to: scope.period.to },
    previous: { from: scope.previous.from, to: scope.previous.to },
    checks,
    hardest: hardestOf(checks),
  };
}
