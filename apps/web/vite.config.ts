import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { brandsPlugin } from './vite/brands-plugin.ts';

const brandsDir = fileURLToPath(new URL('../../brands', import.meta.url));
const api = 'http://localhost:3000';

export default defineConfig({
  // BRAND=<allyCode> builds that ally alone; without it the preview build holds every brand.
  plugins: [react(), brandsPlugin({ brandsDir, only: process.env.BRAND || undefined })],
  server: {
    proxy: { '/api': api, '/admin': api, '/healthz': api },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
  },
});
