import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    // Each file opens its own database; migrating and seeding it takes seconds under load.
    hookTimeout: 30_000,
    testTimeout: 15_000,
  },
});
