import { describe, expect, it } from 'vitest';
import { precacheManifest } from './precache-manifest.ts';
import { OFFLINE_SHELL_URL } from './site-markers.ts';

const chunk = (file: string, imports: string[] = [], facade?: string, isEntry = false) => ({
  file,
  imports,
  isEntry,
  facadeModuleId: facade ? `/repo/${facade}` : null,
});

const bundle = [
  chunk('assets/entry-a.js', ['assets/react-d.js'], 'apps/web/app/entry.client.tsx', true),
  chunk('assets/root-b.js', ['assets/cookies-c.js'], 'apps/web/app/root.tsx?route-module', true),
  chunk('assets/cookies-c.js'),
  chunk('assets/react-d.js'),
  chunk('assets/words-e.js', [], 'apps/web/src/messages-es.ts'),
  chunk(
    'assets/achievements-f.js',
    ['assets/react-d.js', 'assets/charts-g.js'],
    'packages/achievements/src/page.tsx',
    true,
  ),
  chunk('assets/charts-g.js'),
];
const startModules = ['apps/web/app/entry.client.tsx', 'apps/web/app/root.tsx', 'apps/web/src/messages-es.ts'];

describe('what the service worker precaches', () => {
  it('holds the offline shell and the code every page starts with, not the screens (bad input: a route module and its own imports)', () => {
    const manifest = precacheManifest(bundle, startModules);
    expect(manifest.map((entry) => entry.url)).toEqual([
      OFFLINE_SHELL_URL,
      '/assets/cookies-c.js',
      '/assets/entry-a.js',
      '/assets/react-d.js',
      '/assets/root-b.js',
      '/assets/words-e.js',
    ]);
    // A screen never opened on the phone says so offline: its code is kept when it is first loaded.
    expect(manifest.map((entry) => entry.url)).not.toContain('/assets/charts-g.js');
  });

  it('names hashed files as they are and gives the shell a revision that follows the build', () => {
    const [shell, ...code] = precacheManifest(bundle, startModules);
    expect(code.every((entry) => entry.revision === null)).toBe(true);
    expect(shell?.revision).toMatch(/^[0-9a-f]{12}$/);
    const rebuilt = bundle.map((c) => (c.file === 'assets/root-b.js' ? { ...c, file: 'assets/root-z.js' } : c));
    expect(precacheManifest(rebuilt, startModules)[0]?.revision).not.toBe(shell?.revision);
  });
});
