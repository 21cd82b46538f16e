export { signOutAction as action } from '../sign-out/sign-out-action';
export { SignOutScreen as default } from '../sign-out/sign-out-screen';

export const handle = { messages: ['auth'] };
