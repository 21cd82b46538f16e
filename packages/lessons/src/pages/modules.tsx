import { allyRoutes } from '@aula/contracts/site-paths';

export { ModulesScreen as default } from '../modules-screen';

export const handle = { messages: ['lessons'], next: [allyRoutes.module] };
