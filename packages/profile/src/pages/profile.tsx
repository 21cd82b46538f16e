export { ProfileHome as default } from '../profile-home';

export const handle = { messages: ['profile'] };
