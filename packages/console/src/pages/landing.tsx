export { LandingScreen as default } from '../landing/landing-screen';

export const handle = { messages: ['console'] };
