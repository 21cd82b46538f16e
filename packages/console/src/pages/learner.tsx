export { LearnerScreen as default } from '../insight/learners/learner-screen';

export const handle = { messages: ['console'] };
