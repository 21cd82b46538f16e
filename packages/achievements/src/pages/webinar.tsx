export { WebinarScreen as default } from '../webinar-screen';

export const handle = { messages: ['achievements'] };
