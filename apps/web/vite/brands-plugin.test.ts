// @vitest-environment node
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadBrands } from '@aula/brand/load';
import { describe, expect, it } from 'vitest';
import { brandsModuleSource } from './brands-module.ts';
import { brandsPlugin } from './brands-plugin.ts';

const brandsDir = join(import.meta.dirname, '..', '..', '..', 'brands');

/** The hooks as Vite calls them, with a context whose error() throws like Vite's does. */
function runBuildStart(plugin: ReturnType<typeof brandsPlugin>): Promise<void> {
  const context = {
    error(message: string): never {
      throw new Error(message);
    },
  };
  return (plugin.buildStart as (this: typeof context) => Promise<void>).call(context);
}

describe('brands plugin', () => {
  it('inlines only the named brand in a per-brand build, importing its logo and favicon as files', () => {
    const source = brandsModuleSource(loadBrands(brandsDir, 'crecer'));
    expect(source).toContain('brands/crecer/logo.svg?no-inline');
    expect(source).toContain('brands/crecer/favicon.svg?no-inline');
    expect(source).not.toMatch(/impulsa/i);
  });

  it('inlines every brand in the preview build', () => {
    const source = brandsModuleSource(loadBrands(brandsDir));
    expect(source).toContain('"allyCode":"crecer"');
    expect(source).toContain('"allyCode":"impulsa"');
  });

  it('stops the build with the file and field of an invalid brand', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'aula-brands-'));
    cpSync(join(brandsDir, 'impulsa'), join(dir, 'impulsa'), { recursive: true });
    const config = JSON.parse(readFileSync(join(dir, 'impulsa', 'brand.json'), 'utf8'));
    writeFileSync(join(dir, 'impulsa', 'brand.json'), JSON.stringify({ ...config, countries: ['mexico'] }));
    await expect(runBuildStart(brandsPlugin({ brandsDir: dir }))).rejects.toThrow(
      /brands\/impulsa\/brand\.json[\s\S]*countries\.0/,
    );
  });

  it('stops the build when BRAND names no brand', async () => {
    await expect(runBuildStart(brandsPlugin({ brandsDir, only: 'nadie' }))).rejects.toThrow(
      'brands/nadie/ does not exist',
    );
  });

  it('dresses index.html in the build’s brand before any script runs', async () => {
    const plugin = brandsPlugin({ brandsDir, only: 'crecer' });
    const transform = plugin.transformIndexHtml as () => Promise<
      Array<{ tag: string; attrs?: object; children?: string }>
    >;
    const tags = await transform();
    const [crecer] = loadBrands(brandsDir, 'crecer');
    expect(tags).toContainEqual(expect.objectContaining({ tag: 'title', children: 'Crecer' }));
    expect(tags).toContainEqual(
      expect.objectContaining({
        tag: 'meta',
        attrs: { name: 'theme-color', content: crecer?.theme.colors.light.primary },
      }),
    );
    expect(tags).toContainEqual(
      expect.objectContaining({
        tag: 'link',
        attrs: expect.objectContaining({ href: expect.stringMatching(/^data:image\/svg/) }),
      }),
    );
  });
});
