export { optOutAction as action } from '../reminders/opt-out-action';
export { OptOutScreen as default } from '../reminders/opt-out-screen';

export const handle = { messages: ['auth'] };
