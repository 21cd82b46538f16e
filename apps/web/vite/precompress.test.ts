import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { precompressDir } from './precompress.ts';

describe('precompressing the build', () => {
  it('writes .br and .gz beside text files that decompress to the original, and skips the rest', () => {
    const dir = mkdtempSync(join(tmpdir(), 'aula-precompress-'));
    mkdirSync(join(dir, 'assets'));
    mkdirSync(join(dir, '.ssr'));
    const js = `export const words = ${JSON.stringify('lección '.repeat(300))};`;
    writeFileSync(join(dir, 'assets', 'app-1.js'), js);
    writeFileSync(join(dir, 'assets', 'tiny-1.js'), 'export {};');
    writeFileSync(join(dir, 'assets', 'photo-1.png'), Buffer.alloc(4096, 7));
    writeFileSync(join(dir, '.ssr', 'entry-server.js'), js);
    writeFileSync(join(dir, 'index.html'), `<p>${'x'.repeat(2000)}</p>`);

    expect(precompressDir(dir)).toBe(1);
    expect(brotliDecompressSync(readFileSync(join(dir, 'assets', 'app-1.js.br'))).toString()).toBe(js);
    expect(gunzipSync(readFileSync(join(dir, 'assets', 'app-1.js.gz'))).toString()).toBe(js);
    // Too small, not text, the server's own, and the page the server compresses itself.
    expect(existsSync(join(dir, 'assets', 'tiny-1.js.br'))).toBe(false);
    expect(existsSync(join(dir, 'assets', 'photo-1.png.br'))).toBe(false);
    expect(existsSync(join(dir, '.ssr', 'entry-server.js.br'))).toBe(false);
    expect(existsSync(join(dir, 'index.html.br'))).toBe(false);
  });
});
