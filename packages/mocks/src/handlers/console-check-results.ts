import {
  type CheckResult,
  type CheckResultsResponse,
  HARDEST_COUNT,
  HARDEST_MIN_ANSWERS,
} from '@aula/contracts/console-check-results';
import { previousPeriod } from '@aula/contracts/console-insight';
import { consoleCheckResultsEndpoints as checks } from '@aula/contracts/endpoints/console-check-results';
import { DEMO_ALLIES } from '@aula/demo-content/allies';
import { type CheckTally, checkTallies } from '../fixtures/console-check-results';
import { handle } from './declared';
import { download } from './insight-download';
import { apiError } from './responses';

// The console's knowledge-check results in the mocks (issue 41): fixed tallies per ally, a country
// keeping a third of them (as the overview's mocks do), read "live" as the API reads them.

type CheckQuery = { from: string; to: string; country?: string };

const shareOf = (part: number, whole: number) => (whole === 0 ? null : part / whole);

function resultOf(tally: CheckTally, country: string | undefined): CheckResult {
  const cut = (value: number) => (country === undefined ? value : Math.floor(value / 3));
  const learners = cut(tally.learners);
  const passed = cut(tally.passed);
  return {
    ...tally,
    learners,
    attempts: cut(tally.attempts),
    passed,
    passRate: shareOf(passed, learners),
    averageTriesToPass: passed === 0 ? null : tally.averageTriesToPass,
    questions: tally.questions.map(({ wrong, ...question }) => {
      const answered = cut(question.answered);
      const right = cut(question.right);
      const chosen = wrong ? cut(wrong.chosen) : 0;
      return {
        ...question,
        answered,
        right,
        rightShare: shareOf(right, answered),
        mostChosenWrong: wrong && chosen > 0 ? { ...wrong, chosen } : null,
      };
    }),
  };
}

/** As the API picks them: enough answers, the lowest share right first, then the most answered. */
function hardestOf(results: CheckResult[]): CheckResultsResponse['hardest'] {
  return results
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

/** The ally's results for a query, or the API's 400 for a country the ally does not serve. */
function resultsOf(query: CheckQuery, allyCode: string) {
  const served = DEMO_ALLIES.find((ally) => ally.code === allyCode)?.countries ?? [];
  if (query.country && !served.includes(query.country)) {
    return apiError(400, {
      error: 'bad_request',
      message: 'Invalid input',
      fields: [{ field: 'country', reason: "is not one of the ally's countries" }],
    });
  }
  const results = (checkTallies[allyCode] ?? []).map((tally) => resultOf(tally, query.country));
  return {
    period: { from: query.from, to: query.to },
    previous: previousPeriod(query),
    computedAt: new Date().toISOString(),
    checks: results,
    hardest: hardestOf(results),
  };
}

const csvCell = (value: string | number) => `"${String(value).replace(/"/g, '""')}"`;

/** A few lines in the real export's shape: one per question (the mocks' files are only saved). */
function exportOf(query: CheckQuery, allyCode: string, xlsx: boolean) {
  const results = resultsOf(query, allyCode);
  if (results instanceof Response) return results;
  const lines = [
    'Comprobación,Lección,Pregunta,Respondieron,Correctas',
    ...results.checks.flatMap((check) =>
      check.questions.map((question) =>
        [check.title, check.lessonTitle, question.prompt, question.answered, question.right].map(csvCell).join(','),
      ),
    ),
  ];
  return download(`comprobaciones-${query.from}-${query.to}`, lines, xlsx);
}

export const consoleCheckResultsHandlers = [
  handle(checks.checkResults, ({ query, consoleAlly }) => resultsOf(query, consoleAlly.code)),
  handle(checks.checkResultsCsv, ({ query, consoleAlly }) => exportOf(query, consoleAlly.code, false)),
  handle(checks.checkResultsXlsx, ({ query, consoleAlly }) => exportOf(query, consoleAlly.code, true)),
];
