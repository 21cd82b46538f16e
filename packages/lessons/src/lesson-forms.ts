import type { FormSubmission } from '@aula/ui-kit/forms/page-form';

/** The lesson screen's forms, as each names itself when posted before the app runs. */
export const LESSON_FORMS = { favorite: 'favorite', rating: 'rating' } as const;

/** A lesson form the server could not save: the screen says so, as it does for the app's tries. */
export type LessonFormFailure = FormSubmission<Record<string, never>> & { failed: true };
