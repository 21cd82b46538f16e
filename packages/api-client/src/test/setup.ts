import { resetMockState } from '@aula/mocks/handlers';
import { server } from '@aula/mocks/node';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { setCurrentSite } from '../current-ally';
import { resetApiClientSettings } from '../settings';
import { clearAllCookies } from './cookies';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  server.events.removeAllListeners();
  resetMockState();
  clearAllCookies();
  localStorage.clear();
  setCurrentSite(undefined);
  resetApiClientSettings();
  vi.restoreAllMocks();
});
afterAll(() => server.close());
