import { allyRoutes } from '@aula/contracts/site-paths';

export { lessonCardsAction as action } from '../lesson-cards-action';
export { SeccionHome as default } from '../seccion-home';

// From home a learner most often opens a lesson; the bar's other lesson places and the saved place
// come too (small), so they open offline as well.
export const handle = {
  messages: ['lessons'],
  next: [allyRoutes.lesson, allyRoutes.modules, allyRoutes.favorites, allyRoutes.saved],
};
