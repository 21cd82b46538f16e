// Every story rendered as a test in headless Chromium, once per brand and colour mode, failing on
// any axe violation (`parameters.a11y.test = 'error'` in .storybook/preview.tsx).
// Run with `pnpm test:stories`; `npm test` runs it after the Storybook build.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { chromiumFlags, testBrowserPath } from './scripts/lib/chromium.mjs';

const root = import.meta.dirname;
// Same source as the Storybook toolbar: every folder in brands/ with a theme.
const brands = readdirSync(join(root, 'brands'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(join(root, 'brands', entry.name, 'theme.json')))
  .map((entry) => entry.name)
  .sort();
// Light for every brand by default (~55 s here under load); STORY_MODES=light,dark adds dark mode (~73 s).
const modes = (process.env.STORY_MODES ?? 'light').split(',').filter((mode) => mode === 'light' || mode === 'dark');

// The browser and flags every browser test shares (scripts/lib/chromium.mjs).
const launchOptions = { executablePath: testBrowserPath, args: chromiumFlags };

// The addon reads each story's starting globals from this provided key (what its own
// `initialGlobals` option sets); one browser instance per brand and mode, all on one Vite server.
const INITIAL_GLOBALS_KEY = 'storybook/test-initial-globals';

export default defineConfig({
  plugins: [storybookTest({ configDir: join(root, '.storybook') })],
  // Pre-bundled up front: a dependency discovered mid-run makes Vite reload the page and fail the file.
  optimizeDeps: {
    include: [
      'downshift',
      'lucide-react',
      'react-dom/client',
      'react-router',
      'styled-components',
      'react-i18next',
      'i18next',
      // The console's editing components (rich text, reorder, preview).
      '@tiptap/react',
      '@tiptap/starter-kit',
      '@tiptap/extension-image',
      '@tiptap/extension-link',
      '@dnd-kit/core',
      '@dnd-kit/sortable',
      '@dnd-kit/utilities',
      'dompurify',
    ],
  },
  test: {
    name: 'stories',
    // Story files share one page per browser instance: re-running the preview's setup (msw worker,
    // themes, i18n) for each of ~30 files per brand dominated the run time.
    isolate: false,
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({ launchOptions }),
      instances: brands.flatMap((brand) =>
        modes.map((mode) => ({
          browser: 'chromium' as const,
          name: `${brand}-${mode}`,
          provide: { [INITIAL_GLOBALS_KEY]: { brand, mode, locale: 'es' } },
        })),
      ),
    },
  },
});
