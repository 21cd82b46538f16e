export { resetPasswordAction as action } from '../recovery/reset-password-action';
export { ResetPasswordScreen as default } from '../recovery/reset-password-screen';

export const handle = { messages: ['auth'] };
