export { resetPinAction as action } from '../recovery/reset-pin-action';
export { ResetPinScreen as default } from '../recovery/reset-pin-screen';

export const handle = { messages: ['auth'] };
