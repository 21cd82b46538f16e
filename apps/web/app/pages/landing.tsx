export { LandingPage as default } from '../../src/routes/landing/landing-page';

export const handle = { messages: ['lessons'] };
