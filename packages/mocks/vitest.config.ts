import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // One module graph for the files of a worker, not one each: importing msw and the fixtures
    // again per file was most of the run (15 s -> 2 s). Each test resets the mock world
    // (resetMockState) and no file mocks a module (vi.mock would outlive its file).
    isolate: false,
    environment: 'node',
    setupFiles: ['./src/test-setup.ts'],
  },
});
