import { allyRoutes } from '@aula/contracts/site-paths';

export { SavedScreen as default } from '../saved-screen';

// What this phone keeps: from there a learner opens a saved lesson.
export const handle = { messages: ['lessons'], next: [allyRoutes.lesson] };
