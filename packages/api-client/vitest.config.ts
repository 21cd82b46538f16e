import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // One environment for the files of a worker, not one each: setting up jsdom and importing
    // React, styled-components and i18next again per file was most of the run (ui-kit 60 s -> 10 s).
    // Files share no state: each test resets the mock API's world, cookies and storage
    // (@aula/testing/msw), and no file here mocks a module (vi.mock would outlive its file).
    isolate: false,
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
  },
});
