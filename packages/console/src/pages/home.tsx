export { ConsoleHomeScreen as default } from '../shell/console-home-screen';

export const handle = { messages: ['console'] };
