export { InvitationScreen as default } from '../team/invitation-screen';

export const handle = { messages: ['console'] };
