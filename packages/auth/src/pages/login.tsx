export { LoginScreen as default } from '../sign-in/login-screen';
export { signInAction as action } from '../sign-in/sign-in-action';

export const handle = { messages: ['auth'] };
