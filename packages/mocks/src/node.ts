import { setupServer } from 'msw/node';
import { handlers } from './handlers';

/** For unit tests: `server.listen({ onUnhandledRequest: 'error' })` in the test setup. */
export const server = setupServer(...handlers);
