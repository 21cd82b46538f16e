import type { BusinessSurveyResponse } from '@aula/contracts/profile';

/** The questions, in order; their keys are what the API stores (`question`). */
export const SURVEY_QUESTIONS = [
  'registra_ventas',
  'separa_cuentas',
  'conoce_costos',
  'controla_inventario',
  'vende_en_linea',
  'planea_metas',
] as const;

export type SurveyQuestion = (typeof SURVEY_QUESTIONS)[number];
export const SCALE = [1, 2, 3, 4, 5] as const;

export interface SurveyProgress {
  step: number;
  answers: Partial<Record<SurveyQuestion, number>>;
  /** The last result, shown again when the learner comes back. */
  result?: BusinessSurveyResponse;
}

export const emptyProgress = (): SurveyProgress => ({ step: 0, answers: {} });

const keyOf = (owner: string) => `aula.survey.${owner}`;

/** A short fingerprint (FNV-1a), so the storage key names the learner without holding their email. */
function fingerprint(text: string): string {
  let hash = 0x811c9dc5;
  for (const char of text) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}

/**
 * Whose answers these are: the ally and the learner. A family phone is often shared, so one
 * learner never resumes another's survey.
 */
export function surveyOwner(allyCode: string, learner: { email: string | null; phone_number: string | null }) {
  return `${allyCode}.${fingerprint(learner.email ?? learner.phone_number ?? '')}`;
}

/**
 * What was answered so far on this device; anything unreadable starts over. The server renderer has
 * no storage (reading `localStorage` there throws): it draws the survey from the start.
 */
export function loadProgress(owner: string, storage?: Storage): SurveyProgress {
  try {
    const raw = JSON.parse((storage ?? localStorage).getItem(keyOf(owner)) ?? 'null') as SurveyProgress | null;
    if (!raw || typeof raw.step !== 'number' || typeof raw.answers !== 'object' || raw.answers === null) {
      return emptyProgress();
    }
    const answers: SurveyProgress['answers'] = {};
    for (const question of SURVEY_QUESTIONS) {
      const value = raw.answers[question];
      if (typeof value === 'number' && SCALE.includes(value as 1)) answers[question] = value;
    }
    const step = Math.min(Math.max(0, Math.trunc(raw.step)), SURVEY_QUESTIONS.length - 1);
    return { step, answers, ...(raw.result ? { result: raw.result } : {}) };
  } catch {
    return emptyProgress();
  }
}

export function saveProgress(owner: string, progress: SurveyProgress, storage?: Storage): void {
  try {
    (storage ?? localStorage).setItem(keyOf(owner), JSON.stringify(progress));
  } catch {
    // A full or blocked storage only costs the resume; the survey itself still works.
  }
}

export const answeredCount = (progress: SurveyProgress) =>
  SURVEY_QUESTIONS.filter((question) => progress.answers[question] !== undefined).length;
