export { PostScreen as default } from '../post-screen';

export const handle = { messages: ['blog'] };
