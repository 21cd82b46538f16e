export { forgotPasswordAction as action } from '../recovery/forgot-password-action';
export { ForgotPasswordScreen as default } from '../recovery/forgot-password-screen';

export const handle = { messages: ['auth'] };
