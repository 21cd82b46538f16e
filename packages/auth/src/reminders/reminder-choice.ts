import type { ReminderPreferencesAnswer } from '@aula/api-client/reminders';
import type { ReminderPreferencesInput } from '@aula/contracts/reminder-preferences';
import { postedValues } from '@aula/ui-kit/forms/page-form';

/** The form's name when posted to the server before the app runs (reminders-action.ts). */
export const REMINDERS_FORM = 'reminders';

/** The search parameter of the page after such a save: the form says it was saved. */
export const SAVED_PARAM = 'guardado';

/** What the form edits: the answer without what the API records (consent, history, reachableBy). */
export const choiceOf = ({ consent: _c, history: _h, reachableBy: _r, ...choice }: ReminderPreferencesAnswer) =>
  choice satisfies ReminderPreferencesInput;

/**
 * A posted choice in the form's shape: the box is ticked only when it was posted (an unticked box
 * is not), the hours are numbers, under the names the form gives them (`quietHours.start`). What
 * the post lacks (a channel whose choice is greyed out is never posted) stays as saved.
 */
export function postedChoice(posted: FormData, saved: ReminderPreferencesInput): ReminderPreferencesInput {
  const { quietHours, ...rest } = saved;
  const {
    'quietHours.start': start,
    'quietHours.end': end,
    ...choice
  } = postedValues(posted, { ...rest, 'quietHours.start': quietHours.start, 'quietHours.end': quietHours.end });
  return { ...choice, quietHours: { start, end } };
}
