export { TermsPage as default } from '../../src/routes/legal/legal-page';

export const handle = { messages: ['legal'] };
