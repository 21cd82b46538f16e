export { MessagesScreen as default } from '../messages/messages-screen';

export const handle = { messages: ['console'] };
