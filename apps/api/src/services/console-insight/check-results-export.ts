import type { CheckResultsResponse } from '@aula/contracts/console-check-results';
import type { ExportColumn } from '../../lib/export-stream';
import type { FiguresOf } from '../insight';

// The check results as one export: a row per check with its totals, then a row per question of it,
// so a spreadsheet filters by the first column. Counts only (no one is named), computed by the same
// query as the screen; Spanish headings, the console's first language (a file has no page language).

export const CHECK_EXPORT_TABLES = { check: 'Comprobación', question: 'Pregunta' } as const;

export interface CheckExportRow {
  table: string;
  check: CheckResultsResponse['checks'][number];
  question: CheckResultsResponse['checks'][number]['questions'][number] | null;
}

const forCheck = (value: (check: CheckExportRow['check']) => number | null) => (row: CheckExportRow) =>
  row.question ? null : value(row.check);

export const CHECK_EXPORT_COLUMNS: ExportColumn<CheckExportRow>[] = [
  { header: 'Tabla', value: (row) => row.table, width: 14 },
  { header: 'Módulo', value: (row) => row.check.moduleTitle, width: 28 },
  { header: 'Lección', value: (row) => row.check.lessonTitle, width: 28 },
  { header: 'ID comprobación', value: (row) => row.check.partId, width: 10 },
  { header: 'Comprobación', value: (row) => row.check.title, width: 28 },
  { header: 'Aprendices que la intentaron', value: forCheck((check) => check.learners), width: 12 },
  { header: 'Intentos', value: forCheck((check) => check.attempts), width: 10 },
  { header: 'Aprobaron', value: forCheck((check) => check.passed), width: 10 },
  { header: 'Tasa de aprobación', value: forCheck((check) => check.passRate), width: 10 },
  { header: 'Intento promedio en que aprobaron', value: forCheck((check) => check.averageTriesToPass), width: 12 },
  { header: 'ID pregunta', value: (row) => row.question?.questionId ?? null, width: 10 },
  { header: 'Pregunta', value: (row) => row.question?.prompt ?? null, width: 40 },
  { header: 'Respuestas', value: (row) => row.question?.answered ?? null, width: 10 },
  { header: 'Correctas', value: (row) => row.question?.right ?? null, width: 10 },
  { header: 'Parte correcta', value: (row) => row.question?.rightShare ?? null, width: 10 },
  { header: 'Opción incorrecta más elegida', value: (row) => row.question?.mostChosenWrong?.text ?? null, width: 32 },
  { header: 'Veces elegida', value: (row) => row.question?.mostChosenWrong?.chosen ?? null, width: 10 },
];

/** Each check's row, then its questions' rows, in curriculum order. */
export async function* checkExportRows(results: FiguresOf<CheckResultsResponse>): AsyncGenerator<CheckExportRow> {
  for (const check of results.checks) {
    yield { table: CHECK_EXPORT_TABLES.check, check, question: null };
    for (const question of check.questions) yield { table: CHECK_EXPORT_TABLES.question, check, question };
  }
}
