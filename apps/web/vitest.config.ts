import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { brandsPlugin } from './vite/brands-plugin.ts';

export default defineConfig({
  // Tests always see every brand, whatever BRAND the shell has set.
  plugins: [brandsPlugin({ brandsDir: fileURLToPath(new URL('../../brands', import.meta.url)) })],
  test: {
    environment: 'jsdom',
    // Generous for a loaded 2-core CI machine; see @aula/testing/setup.
    testTimeout: 15_000,
    setupFiles: ['@aula/testing/setup'],
    include: ['src/**/*.test.{ts,tsx}', 'vite/**/*.test.ts'],
  },
});
