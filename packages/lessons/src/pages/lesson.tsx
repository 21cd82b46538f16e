import { allyRoutes } from '@aula/contracts/site-paths';

export { lessonAction as action } from '../lesson-action';
export { LessonScreen as default } from '../lesson-screen';

// After a lesson: back to its module (the next lesson is this same page). A lesson opened is a
// lesson saved: the saved place's code comes too, so it opens offline.
export const handle = { messages: ['lessons'], next: [allyRoutes.module, allyRoutes.saved] };
