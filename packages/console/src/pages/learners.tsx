export { LearnersScreen as default } from '../insight/learners/learners-screen';

export const handle = { messages: ['console'] };
