export { ReturnLinkScreen as default } from '../return-link/return-link-screen';

export const handle = { messages: ['auth'] };
