import { allyRoutes } from '@aula/contracts/site-paths';

export { achievementAction as action } from '../achievement-action';
export { AchievementScreen as default } from '../achievement-screen';

// The prize's forms (a webinar's code, a gift's address) are answered here when posted before the app runs.
export const handle = { messages: ['achievements'], next: [allyRoutes.webinar] };
