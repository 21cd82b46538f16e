import { resetMockState } from '@aula/mocks/handlers';
import { server } from '@aula/mocks/node';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { forgetCsrfToken } from '../base-query/csrf-header';
import { resetApiClientSettings } from '../settings';
import { clearAllCookies, setCookie } from './cookies';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
// A visitor's first page brings the API's anti-forgery cookie: tests start as after that page.
beforeEach(() => setCookie('csrftoken', 'test-csrf'));
afterEach(() => {
  server.resetHandlers();
  server.events.removeAllListeners();
  resetMockState();
  clearAllCookies();
  localStorage.clear();
  resetApiClientSettings();
  forgetCsrfToken();
  vi.restoreAllMocks();
});
afterAll(() => server.close());
