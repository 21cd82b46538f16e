import {
  type AnswerCounts,
  type BeforeAfter,
  type ProfileDistribution,
  SURVEY_QUESTIONS,
  type SurveyResultsResponse,
} from '@aula/contracts/console-survey-results';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { type InsightScope, inPeriod, learnersInScope } from '../insight';

interface AnswerRow {
  question: string;
  country: string | null;
  business_type_id: number | null;
  business_type: string | null;
  value: number;
  learners: number;
}
interface BeforeAfterRow {
  question: string;
  learners: number;
  first_average: number | null;
  last_average: number | null;
  improved: number;
  same: number;
  worse: number;
}
interface ChoiceRow {
  id: number | null;
  name: string | null;
  learners: number;
}

/**
 * Each scoped learner's last survey taken in the period (user_id, answers, level_maturity_id,
 * created_at, id): what "how they answer now" means. The index on (user_id, created_at) serves it.
 */
function lastSurveysSql(scope: InsightScope): SQL {
  return sql`(
    select distinct on (s.user_id) s.user_id, s.answers, s.level_maturity_id, s.created_at, s.id
    from business_surveys s join users u on u.id = s.user_id
    where ${learnersInScope(scope, 'u')} and ${inPeriod('s.created_at', scope.period)}
    order by s.user_id, s.created_at desc, s.id desc
  )`;
}

/** One answer per row of a survey row aliased `alias`: question and value (1 to 5). */
const answersOf = (alias: string) =>
  sql.raw(
    `cross join lateral (select e->>'question' as question, (e->>'value')::int as value from jsonb_array_elements(${alias}.answers) e) a`,
  );

function emptyCounts(): AnswerCounts {
  return { counts: [0, 0, 0, 0, 0], answered: 0, average: null };
}

function add(into: AnswerCounts, value: number, learners: number) {
  if (value < 1 || value > 5) return;
  const total = (into.average ?? 0) * into.answered + value * learners;
  into.counts[value - 1] = (into.counts[value - 1] ?? 0) + learners;
  into.answered += learners;
  into.average = total / into.answered;
}

/** The questions in the survey's order, then any key older surveys hold that it no longer asks. */
function questionOrder(found: Iterable<string>): string[] {
  const known: string[] = [...SURVEY_QUESTIONS];
  const others = [...new Set(found)].filter((key) => !known.includes(key)).sort();
  return [...known, ...others];
}

function choices(rows: ChoiceRow[]): ProfileDistribution {
  return rows.map((row) => ({
    id: row.id === null ? null : Number(row.id),
    name: row.name ?? '',
    learners: Number(row.learners),
  }));
}

/** The profile field `column` of business_profiles, counted per choice of the catalogue `catalog`. */
function profileChoicesSql(scope: InsightScope, column: string, catalog: string): SQL {
  return sql`
    select c.id, c.name, count(*)::int as learners
    from users u
    left join business_profiles bp on bp.user_id = u.id
    left join ${sql.raw(catalog)} c on c.id = bp.${sql.raw(column)}
    where ${learnersInScope(scope, 'u')} and u.created_at < ${scope.period.end.toISOString()}::timestamptz
    group by c.id, c.name, c.position
    order by c.position nulls last, c.id nulls last`;
}

/** The survey and profile results of a scope: per question, overall, by country, by business type, first vs last. */
export async function surveyResultsOf(db: Database, scope: InsightScope): Promise<SurveyResultsResponse> {
  const last = lastSurveysSql(scope);
  const [answers, moves, respondents, maturity, businessType, employees, weeklyIncome] = await Promise.all([
    db.execute(sql`
      select a.question, c.code as country, bp.business_type_id, bt.name as business_type, a.value, count(*)::int as learners
      from ${last} l
      join users u on u.id = l.user_id
      left join countries c on c.id = u.country_id
      left join business_profiles bp on bp.user_id = l.user_id
      left join business_types bt on bt.id = bp.business_type_id
      ${answersOf('l')}
      group by a.question, c.code, bp.business_type_id, bt.name, a.value`),
    // A learner's first survey ever against their last one in the period, question by question.
    db.execute(sql`
      with firsts as (
        select distinct on (s.user_id) s.user_id, s.answers
        from business_surveys s join ${last} l on l.user_id = s.user_id and s.id <> l.id and s.created_at <= l.created_at
        order by s.user_id, s.created_at, s.id
      ),
      pairs as (
        select b.question, b.value as first, a.value as last
        from ${last} l
        join firsts f on f.user_id = l.user_id
        ${answersOf('l')}
        join lateral (select e->>'question' as question, (e->>'value')::int as value from jsonb_array_elements(f.answers) e) b
          on b.question = a.question
      )
      select question, count(*)::int as learners, avg(first)::float8 as first_average, avg(last)::float8 as last_average,
        count(*) filter (where last > first)::int as improved,
        count(*) filter (where last = first)::int as same,
        count(*) filter (where last < first)::int as worse
      from pairs group by question`),
    db.execute(sql`select count(*)::int as learners from ${last} l`),
    db.execute(sql`
      select lm.id, lm.name, count(*)::int as learners
      from ${last} l join level_maturity lm on lm.id = l.level_maturity_id
      group by lm.id, lm.name order by lm.id`),
    db.execute(profileChoicesSql(scope, 'business_type_id', 'business_types')),
    db.execute(profileChoicesSql(scope, 'employee_number_id', 'employee_numbers')),
    db.execute(profileChoicesSql(scope, 'weekly_income_id', 'weekly_incomes')),
  ]);

  const answerRows = rowsOf<AnswerRow>(answers);
  const moveRows = new Map(rowsOf<BeforeAfterRow>(moves).map((row) => [row.question, row]));
  const questions = questionOrder(answerRows.map((row) => row.question)).map((question) => {
    const all = emptyCounts();
    const byCountry = new Map<string | null, AnswerCounts & { country: string | null }>();
    const byType = new Map<number | null, AnswerCounts & { businessTypeId: number | null; name: string }>();
    for (const row of answerRows) {
      if (row.question !== question) continue;
      const value = Number(row.value);
      const learners = Number(row.learners);
      add(all, value, learners);
      const country = byCountry.get(row.country) ?? { ...emptyCounts(), country: row.country };
      byCountry.set(row.country, country);
      add(country, value, learners);
      const typeId = row.business_type_id === null ? null : Number(row.business_type_id);
      const type = byType.get(typeId) ?? { ...emptyCounts(), businessTypeId: typeId, name: row.business_type ?? '' };
      byType.set(typeId, type);
      add(type, value, learners);
    }
    const move = moveRows.get(question);
    const beforeAfter: BeforeAfter = {
      learners: Number(move?.learners ?? 0),
      firstAverage: move?.first_average ?? null,
      lastAverage: move?.last_average ?? null,
      improved: Number(move?.improved ?? 0),
      same: Number(move?.same ?? 0),
      worse: Number(move?.worse ?? 0),
    };
    return {
      question,
      all,
      byCountry: [...byCountry.values()].sort((a, b) => (a.country ?? '~').localeCompare(b.country ?? '~')),
      byBusinessType: [...byType.values()].sort(
        (a, b) => (a.businessTypeId ?? Infinity) - (b.businessTypeId ?? Infinity),
      ),
      beforeAfter,
    };
  });
  const businessTypes = choices(rowsOf<ChoiceRow>(businessType));
  return {
    period: { from: scope.period.from, to: scope.period.to },
    previous: { from: scope.previous.from, to: scope.previous.to },
    respondents: Number(rowsOf<{ learners: number }>(respondents)[0]?.learners ?? 0),
    questions,
    maturity: choices(rowsOf<ChoiceRow>(maturity)),
    profile: {
      learners: businessTypes.reduce((sum, row) => sum + row.learners, 0),
      businessType: businessTypes,
      employees: choices(rowsOf<ChoiceRow>(employees)),
      weeklyIncome: choices(rowsOf<ChoiceRow>(weeklyIncome)),
    },
  };
}
