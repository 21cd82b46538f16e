export { AppRegisterRedirect as default } from '../app-register-redirect';

export const handle = { messages: ['auth'] };
