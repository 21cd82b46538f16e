import type {
  AnswerCounts,
  BeforeAfter,
  ProfileDistribution,
  SurveyResultsResponse,
} from '@aula/contracts/console-survey-results';
import type { ExportColumn } from '../../lib/export-stream';
import type { FiguresOf } from '../insight';

// The survey and profile results as one export: every table of the screen in one long sheet, a
// row per (table, question, group), so one CSV holds them all and a spreadsheet filters by the
// first column. Counts only (no one is named), computed by the same query as the screen.

// Spanish, the console's first language (a file has no page language); a question the survey no
// longer asks keeps its stored key as its name.
const QUESTION_NAMES: Record<string, string> = {
  registra_ventas: 'Anota sus ventas',
  separa_cuentas: 'Separa el dinero del negocio',
  conoce_costos: 'Conoce sus costos',
  controla_inventario: 'Cuenta su inventario',
  vende_en_linea: 'Vende en línea',
  planea_metas: 'Se pone metas de ventas',
};

export const SURVEY_EXPORT_TABLES = {
  all: 'Respuestas por pregunta',
  byCountry: 'Por país',
  byBusinessType: 'Por tipo de negocio',
  beforeAfter: 'Antes y después',
  maturity: 'Etapa del negocio según su última encuesta',
  businessType: 'Perfil: tipo de negocio',
  employees: 'Perfil: personas que trabajan en el negocio',
  weeklyIncome: 'Perfil: ventas por semana',
} as const;

const ALL = 'Todas las personas';
const NO_COUNTRY = 'Sin país';
const NOT_GIVEN = 'Sin dato';

export interface SurveyExportRow {
  table: string;
  questionKey: string | null;
  group: string;
  answers?: AnswerCounts;
  beforeAfter?: BeforeAfter;
  /** People counted in a profile or maturity row. */
  learners?: number;
}

const ANSWER_NAMES = ['Nunca', 'Muy poco', 'A veces', 'Casi siempre', 'Siempre'];

export const SURVEY_EXPORT_COLUMNS: ExportColumn<SurveyExportRow>[] = [
  { header: 'Tabla', value: (row) => row.table, width: 28 },
  { header: 'Clave de la pregunta', value: (row) => row.questionKey, width: 20 },
  {
    header: 'Pregunta',
    value: (row) => (row.questionKey === null ? null : (QUESTION_NAMES[row.questionKey] ?? row.questionKey)),
    width: 28,
  },
  { header: 'Grupo', value: (row) => row.group, width: 24 },
  { header: 'Respondieron', value: (row) => row.answers?.answered ?? null, width: 12 },
  ...ANSWER_NAMES.map(
    (name, index): ExportColumn<SurveyExportRow> => ({
      header: `${index + 1} ${name}`,
      value: (row) => row.answers?.counts[index] ?? null,
      width: 10,
    }),
  ),
  { header: 'Promedio (1 a 5)', value: (row) => row.answers?.average ?? null, width: 10 },
  { header: 'Promedio la primera vez', value: (row) => row.beforeAfter?.firstAverage ?? null, width: 12 },
  { header: 'Promedio la última vez', value: (row) => row.beforeAfter?.lastAverage ?? null, width: 12 },
  { header: 'Mejoraron', value: (row) => row.beforeAfter?.improved ?? null, width: 10 },
  { header: 'Igual', value: (row) => row.beforeAfter?.same ?? null, width: 10 },
  { header: 'Bajaron', value: (row) => row.beforeAfter?.worse ?? null, width: 10 },
  { header: 'Personas', value: (row) => row.learners ?? row.beforeAfter?.learners ?? null, width: 10 },
];

function* choiceRows(table: string, choices: ProfileDistribution): Generator<SurveyExportRow> {
  for (const choice of choices) {
    yield { table, questionKey: null, group: choice.name || NOT_GIVEN, learners: choice.learners };
  }
}

/** Every table of the survey screen, in its order: per question overall, by country, by type, before/after; then maturity and profiles. */
export async function* surveyExportRows(results: FiguresOf<SurveyResultsResponse>): AsyncGenerator<SurveyExportRow> {
  const tables = SURVEY_EXPORT_TABLES;
  for (const question of results.questions) {
    const questionKey = question.question;
    yield { table: tables.all, questionKey, group: ALL, answers: question.all };
    for (const { country, ...answers } of question.byCountry) {
      yield { table: tables.byCountry, questionKey, group: country ?? NO_COUNTRY, answers };
    }
    for (const { name, businessTypeId: _id, ...answers } of question.byBusinessType) {
      yield { table: tables.byBusinessType, questionKey, group: name || NOT_GIVEN, answers };
    }
    yield { table: tables.beforeAfter, questionKey, group: ALL, beforeAfter: question.beforeAfter };
  }
  yield* choiceRows(tables.maturity, results.maturity);
  yield* choiceRows(tables.businessType, results.profile.businessType);
  yield* choiceRows(tables.employees, results.profile.employees);
  yield* choiceRows(tables.weeklyIncome, results.profile.weeklyIncome);
}
