import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'jsdom',
    // Generous for a loaded 2-core CI machine; see @aula/testing/setup.
    testTimeout: 15_000,
    setupFiles: ['@aula/testing/setup'],
  },
});
