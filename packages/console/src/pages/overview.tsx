export { OverviewScreen as default } from '../insight/overview/overview-screen';

export const handle = { messages: ['console'] };
