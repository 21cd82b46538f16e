export { registerAction as action } from '../register/register-action';
export { RegisterScreen as default } from '../register/register-screen';

export const handle = { messages: ['auth'] };
