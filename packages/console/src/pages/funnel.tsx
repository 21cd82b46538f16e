export { FunnelScreen as default } from '../insight/funnel/funnel-screen';

export const handle = { messages: ['console'] };
