import { defineConfig } from 'vitest/config';

// Files that need a fresh environment run isolated: those that mock a module (vi.mock of the Google
// Maps library would outlive its file) and the pages drawn as the server would, whose catalogue
// lists came out empty after another file's map had run. The rest share one environment per
// worker, as in the other packages: setting up jsdom and importing React, styled-components and
// i18next again per file was most of this package's run (80 s -> 20 s here).
const isolated = ['src/maps/maps-provider.test.tsx', 'src/maps/google/**/*.test.tsx', 'src/**/*.server.test.tsx'];

export default defineConfig({
  test: {
    environment: 'jsdom',
    // Generous for a loaded 2-core CI machine; see @aula/testing/setup.
    testTimeout: 15_000,
    setupFiles: ['@aula/testing/setup'],
    projects: [
      { extends: true, test: { name: 'isolated', include: isolated } },
      {
        extends: true,
        // Files share no state: each test resets the mock API's world, cookies and storage (@aula/testing/msw).
        test: {
          name: 'shared environment',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: isolated,
          isolate: false,
        },
      },
    ],
  },
});
