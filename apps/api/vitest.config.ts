import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    // Files share nothing but loaded modules (each opens its own database and app); reusing
    // modules spares every file compiling PGlite's WebAssembly again: ~40 s -> ~15 s on 2 cores.
    isolate: false,
    // Each file opens its own database; migrating and seeding it takes seconds under load.
    hookTimeout: 30_000,
    testTimeout: 15_000,
  },
});
