import { forgetCsrfToken } from '@aula/api-client/csrf-header';
import { resetApiClientSettings } from '@aula/api-client/settings';
import { resetMockState } from '@aula/mocks/handlers';
import { server } from '@aula/mocks/node';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { clearAllCookies } from './cookies';

/**
 * Puts the shared msw server in front of fetch for the calling test file. Any request no handler
 * answers fails the test, and every test starts from fresh fixtures, no cookies and no storage
 * (the ally entered is each test's own store's).
 */
export function useMswServer() {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  // A visitor's first page brings the API's anti-forgery cookie: tests start as after that page.
  beforeEach(() => {
    // biome-ignore lint/suspicious/noDocumentCookie: plays the API's Set-Cookie in jsdom.
    document.cookie = 'csrftoken=test-csrf; path=/';
  });
  afterEach(() => {
    server.resetHandlers();
    // A test's listeners (to see what was sent) must not outlive it: files share the server.
    server.events.removeAllListeners();
    resetMockState();
    resetApiClientSettings();
    forgetCsrfToken();
    clearAllCookies();
    localStorage.clear();
  });
  afterAll(() => server.close());
  return server;
}
