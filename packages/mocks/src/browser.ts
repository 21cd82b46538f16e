import { setupWorker } from 'msw/browser';
import { handlers } from './handlers';

/** For Storybook only; the running product always talks to the real API. */
export const worker = setupWorker(...handlers);
