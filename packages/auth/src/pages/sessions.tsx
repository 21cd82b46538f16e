export { sessionsAction as action } from '../sessions/sessions-action';
export { SessionsScreen as default } from '../sessions/sessions-screen';

export const handle = { messages: ['auth'] };
