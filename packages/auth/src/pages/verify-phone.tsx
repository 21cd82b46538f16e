export { verifyAction as action } from '../verify/verify-action';
export { VerifyPhoneScreen as default } from '../verify/verify-phone-screen';

export const handle = { messages: ['auth'] };
