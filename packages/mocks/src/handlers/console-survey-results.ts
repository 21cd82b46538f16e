import { previousPeriod } from '@aula/contracts/console-insight';
import { type AnswerCounts, SURVEY_QUESTIONS, type SurveyQuestionResult } from '@aula/contracts/console-survey-results';
import { consoleSurveyResultsEndpoints as survey } from '@aula/contracts/endpoints/console-survey-results';
import { DEMO_ALLIES } from '@aula/demo-content/allies';
import { mockComputedAt } from './console-insight-refresh';
import { handle } from './declared';
import { download } from './insight-download';
import { apiError } from './responses';

// The console's survey results in the mocks (issue 29): fixed answers per ally, so screens, stories
// and tests show every table; a country keeps only its own rows.

const counts = (values: [number, number, number, number, number]): AnswerCounts => {
  const answered = values.reduce((sum, value) => sum + value, 0);
  const total = values.reduce((sum, value, index) => sum + value * (index + 1), 0);
  return { counts: values, answered, average: answered === 0 ? null : total / answered };
};

/** Per ally and country, each question's answers 1 to 5 (the same shape shifted per question). */
const BASE: Record<string, Record<string, [number, number, number, number, number]>> = {
  impulsa: { mx: [2, 4, 6, 5, 3], co: [1, 2, 3, 2, 1] },
  crecer: { mx: [1, 1, 2, 1, 0] },
};

function questionOf(question: string, shift: number, countries: [string, number[]][]): SurveyQuestionResult {
  const rotate = (values: number[]) =>
    values.map((_, index) => values[(index + shift) % values.length] ?? 0) as [number, number, number, number, number];
  const byCountry = countries.map(([country, values]) => ({ country, ...counts(rotate(values)) }));
  const sum = [0, 1, 2, 3, 4].map((index) => byCountry.reduce((total, row) => total + (row.counts[index] ?? 0), 0)) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const all = counts(sum);
  const half = (values: number[]) => values.map((value) => Math.floor(value / 2)) as typeof sum;
  return {
    question,
    all,
    byCountry,
    byBusinessType: [
      { businessTypeId: 1, name: 'Comercio', ...counts(half(sum)) },
      {
        businessTypeId: null,
        name: '',
        ...counts(sum.map((value, index) => value - (half(sum)[index] ?? 0)) as typeof sum),
      },
    ],
    beforeAfter: {
      learners: Math.floor(all.answered / 3),
      firstAverage: all.average === null ? null : Math.max(1, all.average - 0.6),
      lastAverage: all.average,
      improved: Math.floor(all.answered / 6),
      same: Math.floor(all.answered / 9),
      worse: Math.floor(all.answered / 3) - Math.floor(all.answered / 6) - Math.floor(all.answered / 9),
    },
  };
}

type SurveyQuery = { from: string; to: string; country?: string };

/** The ally's fixed results for a query, or the API's 400 for a country the ally does not serve. */
function resultsOf(query: SurveyQuery, allyCode: string) {
  const served = DEMO_ALLIES.find((ally) => ally.code === allyCode)?.countries ?? [];
  if (query.country && !served.includes(query.country)) {
    return apiError(400, {
      error: 'bad_request',
      message: 'Invalid input',
      fields: [{ field: 'country', reason: "is not one of the ally's countries" }],
    });
  }
  const countries = Object.entries(BASE[allyCode] ?? {}).filter(
    ([country]) => !query.country || country === query.country,
  );
  const questions = SURVEY_QUESTIONS.map((question, index) => questionOf(question, index, countries));
  const respondents = questions[0]?.all.answered ?? 0;
  return {
    period: { from: query.from, to: query.to },
    previous: previousPeriod(query),
    computedAt: mockComputedAt(),
    respondents,
    questions,
    maturity: [
      { id: 1, name: 'Arranque', learners: Math.ceil(respondents / 2) },
      { id: 2, name: 'Crecimiento', learners: Math.floor(respondents / 2) },
    ],
    profile: {
      learners: respondents + 4,
      businessType: [
        { id: 1, name: 'Comercio', learners: Math.floor(respondents / 2) },
        { id: 2, name: 'Alimentos', learners: respondents - Math.floor(respondents / 2) },
        { id: null, name: '', learners: 4 },
      ],
      employees: [
        { id: 1, name: 'Solo yo', learners: respondents },
        { id: null, name: '', learners: 4 },
      ],
      weeklyIncome: [{ id: null, name: '', learners: respondents + 4 }],
    },
  };
}

/** A few lines in the real export's shape: each question's overall answers (the mocks' files are only saved). */
function exportOf(query: SurveyQuery, allyCode: string, xlsx: boolean) {
  const results = resultsOf(query, allyCode);
  if (results instanceof Response) return results;
  const lines = [
    'Tabla,Clave de la pregunta,Respondieron,1 Nunca,2 Muy poco,3 A veces,4 Casi siempre,5 Siempre',
    ...results.questions.map((one) =>
      ['Respuestas por pregunta', one.question, one.all.answered, ...one.all.counts].join(','),
    ),
  ];
  return download(`encuesta-${query.from}-${query.to}`, lines, xlsx);
}

export const consoleSurveyResultsHandlers = [
  handle(survey.surveyResults, ({ query, consoleAlly }) => resultsOf(query, consoleAlly.code)),
  handle(survey.surveyResultsCsv, ({ query, consoleAlly }) => exportOf(query, consoleAlly.code, false)),
  handle(survey.surveyResultsXlsx, ({ query, consoleAlly }) => exportOf(query, consoleAlly.code, true)),
];
