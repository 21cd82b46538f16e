export { remindersAction as action } from '../reminders/reminders-action';
export { RemindersScreen as default } from '../reminders/reminders-screen';

export const handle = { messages: ['auth'] };
