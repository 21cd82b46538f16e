// @vitest-environment node
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadBrands } from '@aula/brand/load';
import { describe, expect, it } from 'vitest';
import { brandsModuleSource } from './brands-module.ts';
import { brandsPlugin } from './brands-plugin.ts';
import { NEUTRAL_DIR, type NeutralIdentity } from './neutral-identity.ts';

const brandsDir = join(import.meta.dirname, '..', '..', '..', 'brands');
const [someBrand] = loadBrands(brandsDir);
if (!someBrand) throw new Error('no brand in brands/');

const neutral: NeutralIdentity = {
  name: 'Aula',
  description: 'neutral',
  theme: someBrand.theme,
  faviconPath: join(NEUTRAL_DIR, 'favicon.svg'),
};

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
    const source = brandsModuleSource(loadBrands(brandsDir, 'crecer'), neutral);
    expect(source).toContain('brands/crecer/logo.svg?no-inline');
    expect(source).toContain('brands/crecer/favicon.svg?no-inline');
    expect(source).not.toMatch(/impulsa/i);
  });

  it('inlines every brand in the preview build', () => {
    const source = brandsModuleSource(loadBrands(brandsDir), neutral);
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

  it('leaves a marker for the brand’s head in a shared or per-brand build, and no brand in the module', async () => {
    for (const options of [{ shared: true }, { only: 'crecer' }]) {
      const plugin = brandsPlugin({ brandsDir, ...options });
      const transform = plugin.transformIndexHtml as unknown as (html: string) => Promise<string>;
      expect(await transform('<head></head>')).toContain('<!--aula:brand-head-->');
      const load = plugin.load as (id: string) => Promise<string>;
      const source = await load.call({ addWatchFile() {} }, '\0virtual:aula-brands');
      expect(source).toContain('document.getElementById("aula-site")');
      expect(source).not.toMatch(/crecer|impulsa|#[0-9a-f]{6}/i);
    }
  });

  it('keeps the theme studio to the preview build', () => {
    const define = (options: Partial<Parameters<typeof brandsPlugin>[0]>) =>
      (brandsPlugin({ brandsDir, ...options }).config as () => { define: Record<string, string> })().define
        .__AULA_STUDIO__;
    expect(define({})).toBe('true');
    expect(define({ shared: true })).toBe('false');
    expect(define({ only: 'crecer' })).toBe('false');
  });

  it('dresses index.html of the preview build (every brand) in the product’s neutral identity', async () => {
    const plugin = brandsPlugin({ brandsDir });
    const transform = plugin.transformIndexHtml as unknown as (
      html: string,
    ) => Promise<{ tags: Array<{ tag: string; children?: string }> }>;
    const { tags } = await transform('<head></head>');
    expect(tags).toContainEqual(expect.objectContaining({ tag: 'title', children: 'Aula' }));
    expect(JSON.stringify(tags)).not.toMatch(/Impulsa|Crecer/);
  });
});
