import type { LessonModule } from '@aula/contracts/modules';
import { SURVEY_QUESTIONS, type SurveyProgress, type SurveyQuestion } from './survey-progress';

/**
 * Words that show a module teaches what a question asks about, as stems in lower case without
 * accents, matched against the module's title and description (the allies write them in Spanish).
 */
const topicWords: Record<SurveyQuestion, string[]> = {
  registra_ventas: ['registr', 'anota', 'libreta', 'entradas y salidas', 'flujo de efectivo'],
  separa_cuentas: ['separa', 'cuentas personales', 'sueldo', 'finanzas'],
  conoce_costos: ['costo', 'margen', 'ganancia'],
  controla_inventario: ['inventario', 'almacen', 'proveedor', 'reorden'],
  vende_en_linea: ['whatsapp', 'redes sociales', 'digital', 'en linea', 'internet'],
  planea_metas: ['meta', 'planea', 'objetivo'],
};

// Below "always": every other answer leaves room to grow.
const FULL_MARKS = 5;
const MOST_MODULES = 3;

const plain = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}+/gu, '');

/** A module worth taking after the survey, with the questions it answers (weakest first). */
export interface ModuleMatch {
  module: LessonModule;
  questions: SurveyQuestion[];
}

/**
 * The ally's modules that teach what the learner answered below "always", weakest answer first,
 * then in the ally's order; at most three, none when nothing matches.
 */
export function modulesForAnswers(answers: SurveyProgress['answers'], modules: LessonModule[]): ModuleMatch[] {
  const weak = SURVEY_QUESTIONS.filter((question) => (answers[question] ?? FULL_MARKS) < FULL_MARKS).sort(
    (a, b) => (answers[a] ?? FULL_MARKS) - (answers[b] ?? FULL_MARKS),
  );
  const matches = new Map<number, ModuleMatch>();
  for (const question of weak) {
    for (const module of [...modules].sort((a, b) => a.order - b.order)) {
      const text = plain(`${module.title} ${module.description}`);
      if (!topicWords[question].some((word) => text.includes(word))) continue;
      const match = matches.get(module.id) ?? { module, questions: [] };
      match.questions.push(question);
      matches.set(module.id, match);
    }
  }
  return [...matches.values()].slice(0, MOST_MODULES);
}
