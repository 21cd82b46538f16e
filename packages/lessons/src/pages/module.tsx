import { allyRoutes } from '@aula/contracts/site-paths';

export { ModuleScreen as default } from '../module-screen';

export const handle = { messages: ['lessons'], next: [allyRoutes.lesson] };
