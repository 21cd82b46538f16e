import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Isolated, unlike the other packages' tests: the maps adapters' tests mock a module (vi.mock),
    // which would outlive its file in a shared environment.
    environment: 'jsdom',
    // Generous for a loaded 2-core CI machine; see @aula/testing/setup.
    testTimeout: 15_000,
    setupFiles: ['@aula/testing/setup'],
  },
});
