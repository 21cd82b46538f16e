import type { FormSubmission } from '@aula/ui-kit/forms/page-form';

/** The lesson screen's forms, as each names itself when posted before the app runs. */
export const LESSON_FORMS = { favorite: 'favorite', rating: 'rating', check: 'check' } as const;

/**
 * A card's heart names its lesson (a list holds many); the lesson screen's heart needs no such
 * field, its address names the lesson. Posted with `favorite`, the state wanted.
 */
export const CARD_LESSON_FIELD = 'lesson_id';

/** A lesson form the server could not save: the screen says so, as it does for the app's tries. */
export type LessonFormFailure = FormSubmission<Record<string, never>> & { failed: true };
