export { TeamScreen as default } from '../team/team-screen';

export const handle = { messages: ['console'] };
