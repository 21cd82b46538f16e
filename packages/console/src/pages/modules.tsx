export { ModulesScreen as default } from '../curriculum/modules-screen';

export const handle = { messages: ['console'] };
