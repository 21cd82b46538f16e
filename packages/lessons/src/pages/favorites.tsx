import { allyRoutes } from '@aula/contracts/site-paths';

export { FavoritesScreen as default } from '../favorites-screen';
export { lessonCardsAction as action } from '../lesson-cards-action';

export const handle = { messages: ['lessons'], next: [allyRoutes.lesson] };
