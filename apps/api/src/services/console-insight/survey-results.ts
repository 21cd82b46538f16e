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
import { type FiguresOf, type InsightScope, inPeriod, rollupInScope } from '../insight';

interface AnswerRow {
  question: string;
  country: string | null;
  business_type_id: number | null;
  business_type: string | null;
  value: number | null;
  /** The same question in the learner's first survey (null: this is their first, or it was not asked then). */
  first: number | null;
  learners: number;
}
interface ChoiceRow {
  field: 'businessType' | 'employees' | 'weeklyIncome';
  id: number | null;
  name: string | null;
  learners: number;
}

/**
 * Each scoped learner's last survey taken in the period, from the `insight_surveys` rollup: a
 * survey in the period whose learner's next one (`next_at`) is after it or none. Columns: user_id,
 * country_id, business_type_id, level_maturity_id, answers, first_answers (their first survey's,
 * null when this is the first).
 */
function lastSurveysSql(scope: InsightScope): SQL {
  return sql`(
    select s.user_id, s.country_id, s.business_type_id, s.level_maturity_id, s.answers, s.first_answers
    from insight_surveys s
    where ${rollupInScope(scope, 's')} and ${inPeriod('s.created_at', scope.period)}
      and (s.next_at is null or s.next_at >= ${scope.period.end.toISOString()}::timestamptz)
  )`;
}

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

function choices(rows: ChoiceRow[], field: ChoiceRow['field']): ProfileDistribution {
  return rows
    .filter((row) => row.field === field)
    .map((row) => ({
      id: row.id === null ? null : Number(row.id),
      name: row.name ?? '',
      learners: Number(row.learners),
    }));
}

/** A learner's first and last answer to one question, summed over the pairs. */
function beforeAfterOf(rows: AnswerRow[]): BeforeAfter {
  let learners = 0;
  let firstSum = 0;
  let lastSum = 0;
  const moves = { improved: 0, same: 0, worse: 0 };
  for (const row of rows) {
    if (row.first === null || row.value === null) continue;
    const count = Number(row.learners);
    const first = Number(row.first);
    const last = Number(row.value);
    learners += count;
    firstSum += first * count;
    lastSum += last * count;
    moves[last > first ? 'improved' : last === first ? 'same' : 'worse'] += count;
  }
  return {
    learners,
    firstAverage: learners === 0 ? null : firstSum / learners,
    lastAverage: learners === 0 ? null : lastSum / learners,
    ...moves,
  };
}

/**
 * The business profile's choices of the scoped learners registered by the period's end, per field
 * (business type, employees, weekly income), from `insight_learner_summary`'s covering index.
 */
function profileChoicesSql(scope: InsightScope): SQL {
  const per = (field: ChoiceRow['field'], column: string, catalog: string) => sql`
    select ${field} as field, c.id, c.name, sum(p.learners)::int as learners, c.position
    from profiles p left join ${sql.raw(catalog)} c on c.id = p.${sql.raw(column)}
    group by c.id, c.name, c.position`;
  return sql`
    with profiles as (
      select s.business_type_id, s.employee_number_id, s.weekly_income_id, count(*)::int as learners
      from insight_learner_summary s
      where ${rollupInScope(scope, 's')} and s.registered_at < ${scope.period.end.toISOString()}::timestamptz
      group by s.business_type_id, s.employee_number_id, s.weekly_income_id
    )
    select field, id, name, learners from (
      ${per('businessType', 'business_type_id', 'business_types')}
      union all ${per('employees', 'employee_number_id', 'employee_numbers')}
      union all ${per('weeklyIncome', 'weekly_income_id', 'weekly_incomes')}
    ) choices
    order by field, position nulls last, id nulls last`;
}

/** The survey and profile results of a scope: per question, overall, by country, by business type, first vs last. */
export async function surveyResultsOf(db: Database, scope: InsightScope): Promise<FiguresOf<SurveyResultsResponse>> {
  const last = lastSurveysSql(scope);
  // Three statements (not one per figure): the answers with the same question's first answer
  // beside each (insight_survey_answers), the maturity levels of the last surveys (their sum is the
  // respondents) and the profile's choices.
  const [answers, maturity, profile] = await Promise.all([
    db.execute(sql`
      select a.question, c.code as country, a.business_type_id, bt.name as business_type, a.value,
        a.first_value as first, count(*)::int as learners
      from insight_survey_answers a
      left join countries c on c.id = a.country_id
      left join business_types bt on bt.id = a.business_type_id
      where ${rollupInScope(scope, 'a')} and ${inPeriod('a.created_at', scope.period)}
        and (a.next_at is null or a.next_at >= ${scope.period.end.toISOString()}::timestamptz)
      group by 1, 2, 3, 4, 5, 6`),
    db.execute(sql`
      select lm.id, lm.name, count(*)::int as learners
      from ${last} l left join level_maturity lm on lm.id = l.level_maturity_id
      group by lm.id, lm.name order by lm.id nulls last`),
    db.execute(profileChoicesSql(scope)),
  ]);

  const answerRows = rowsOf<AnswerRow>(answers);
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
    const beforeAfter = beforeAfterOf(answerRows.filter((row) => row.question === question));
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
  const maturityRows = rowsOf<Omit<ChoiceRow, 'field'>>(maturity);
  const profileRows = rowsOf<ChoiceRow>(profile);
  const businessTypes = choices(profileRows, 'businessType');
  return {
    period: { from: scope.period.from, to: scope.period.to },
    previous: { from: scope.previous.from, to: scope.previous.to },
    respondents: maturityRows.reduce((sum, row) => sum + Number(row.learners), 0),
    questions,
    maturity: maturityRows
      .filter((row) => row.id !== null)
      .map((row) => ({ id: Number(row.id), name: row.name ?? '', learners: Number(row.learners) })),
    profile: {
      learners: businessTypes.reduce((sum, row) => sum + row.learners, 0),
      businessType: businessTypes,
      employees: choices(profileRows, 'employees'),
      weeklyIncome: choices(profileRows, 'weeklyIncome'),
    },
  };
}
