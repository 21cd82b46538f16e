import { allyRoutes } from '@aula/contracts/site-paths';

export { AchievementsScreen as default } from '../achievements-screen';

export const handle = { messages: ['achievements'], next: [allyRoutes.achievement] };
