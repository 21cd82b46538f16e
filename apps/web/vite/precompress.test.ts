import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { build } from 'vite';
import { describe, expect, it } from 'vitest';
import { precompressPlugin } from './precompress.ts';

/** A tiny app: a page, a large module, a small lazy one, a picture; built with the plugin alone. */
async function buildApp(ssr = false) {
  const root = mkdtempSync(join(tmpdir(), 'aula-precompress-'));
  const words = JSON.stringify('lección '.repeat(300));
  writeFileSync(join(root, 'index.html'), `<p>${'x'.repeat(2000)}</p><script type="module" src="/main.js"></script>`);
  writeFileSync(
    join(root, 'main.js'),
    `export const words = ${words};\nimport('./tiny.js');\nnew URL('./photo.png', import.meta.url);`,
  );
  writeFileSync(join(root, 'tiny.js'), 'export const tiny = 1;');
  writeFileSync(join(root, 'photo.png'), Buffer.alloc(8192, 7));
  const outDir = join(root, 'dist');
  await build({
    root,
    configFile: false,
    logLevel: 'silent',
    plugins: [precompressPlugin()],
    build: ssr ? { outDir, ssr: 'main.js' } : { outDir, assetsInlineLimit: 0, minify: false },
  });
  return outDir;
}

const files = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((name) => !name.endsWith('/'));

describe('precompressing the build', () => {
  it('writes .br and .gz beside text files that decompress to the original, and skips the rest', async () => {
    const dist = await buildApp();
    const all = files(dist);
    const main = all.find((name) => /^assets\/index-.*\.js$/.test(name)) as string;
    const original = readFileSync(join(dist, main));
    expect(brotliDecompressSync(readFileSync(join(dist, `${main}.br`)))).toEqual(original);
    expect(gunzipSync(readFileSync(join(dist, `${main}.gz`)))).toEqual(original);
    // Too small, not text, and the page the server compresses itself.
    const tiny = all.find((name) => /^assets\/tiny-.*\.js$/.test(name)) as string;
    expect(tiny).toBeDefined();
    expect(all.filter((name) => name.startsWith(`${tiny}.`))).toEqual([]);
    expect(all.filter((name) => /\.png\.(br|gz)$/.test(name))).toEqual([]);
    expect(existsSync(join(dist, 'index.html.br'))).toBe(false);
  }, 30_000);

  it('leaves the server renderer uncompressed: it is never sent to browsers', async () => {
    const dist = await buildApp(true);
    expect(files(dist).filter((name) => /\.(br|gz)$/.test(name))).toEqual([]);
    expect(files(dist)).toContain('main.mjs');
  }, 30_000);
});
