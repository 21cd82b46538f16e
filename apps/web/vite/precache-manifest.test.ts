import { describe, expect, it } from 'vitest';
import { precacheManifest } from './precache-manifest.ts';

const chunk = (file: string, imports: string[] = [], facade?: string, isEntry = false) => ({
  file,
  imports,
  isEntry,
  facadeModuleId: facade ? `/repo/${facade}` : null,
});

const bundle = [
  chunk('assets/boot-a.js', ['assets/cookies-b.js'], 'apps/web/src/main.tsx', true),
  chunk('assets/cookies-b.js'),
  chunk('assets/app-c.js', ['assets/react-d.js'], 'apps/web/src/app-start.tsx'),
  chunk('assets/react-d.js'),
  chunk('assets/words-e.js', [], 'apps/web/src/messages-es.ts'),
  chunk('assets/achievements-f.js', ['assets/react-d.js', 'assets/charts-g.js'], 'packages/achievements/src/page.tsx'),
  chunk('assets/charts-g.js'),
];
const appModules = ['apps/web/src/app-start.tsx', 'apps/web/src/messages-es.ts'];

describe('what the service worker precaches', () => {
  it('holds the shell and the code the app starts with, not the screens (bad input: a screen and its own imports)', () => {
    const manifest = precacheManifest(bundle, appModules, '<html>shell</html>');
    expect(manifest.map((entry) => entry.url)).toEqual([
      '/index.html',
      '/assets/app-c.js',
      '/assets/boot-a.js',
      '/assets/cookies-b.js',
      '/assets/react-d.js',
      '/assets/words-e.js',
    ]);
    // A screen never opened on the phone says so offline: its code is kept when it is first loaded.
    expect(manifest.map((entry) => entry.url)).not.toContain('/assets/charts-g.js');
  });

  it('names hashed files as they are and gives the shell a revision that follows its content', () => {
    const [shell, ...code] = precacheManifest(bundle, appModules, '<html>shell</html>');
    expect(code.every((entry) => entry.revision === null)).toBe(true);
    expect(shell?.revision).toMatch(/^[0-9a-f]{12}$/);
    expect(precacheManifest(bundle, appModules, '<html>new shell</html>')[0]?.revision).not.toBe(shell?.revision);
  });

  it('has no shell to precache without an index.html', () => {
    expect(precacheManifest(bundle, appModules).map((entry) => entry.url)).not.toContain('/index.html');
  });
});
