// @vitest-environment node
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadBrand } from '@aula/brand/load';
import { describe, expect, it, onTestFinished } from 'vitest';
import { brandIndexHtml, siteData, writeBrandSite } from './brand-site.ts';

/** A temporary folder for the running test, removed when that test ends. */
function tempDir(prefix: string) {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

const brandsDir = join(import.meta.dirname, '..', '..', '..', 'brands');
const sharedHtml = `<!doctype html>
<html lang="es">
  <head>
    <meta name="description" content="generic" />
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <!--aula:brand-head-->
  </head>
  <body><div id="root"></div></body>
</html>`;

function sharedBuild() {
  const dir = tempDir('aula-shared-');
  cpSync(join(import.meta.dirname, '..', 'neutral'), join(dir, 'assets'), { recursive: true });
  writeFileSync(join(dir, 'index.html'), sharedHtml);
  return dir;
}

const dataOf = (html: string) =>
  JSON.parse(/<script type="application\/json" id="aula-site">(.*?)<\/script>/s.exec(html)?.[1] ?? 'null');

describe('a brand site from the shared build', () => {
  const crecer = loadBrand(brandsDir, 'crecer');

  it('inlines title, description, theme colour, page colours, JSON-LD and the brand data in the head', () => {
    const html = brandIndexHtml(sharedHtml, siteData(crecer, '/assets/logo-1.svg', '/assets/favicon-1.svg'), '<svg/>');
    expect(html).toContain('<title>Crecer</title>');
    expect(html).toContain(`<meta name="description" content="${crecer.config.tagline}" />`);
    expect(html).not.toContain('generic');
    expect(html).toContain(`<meta name="theme-color" content="${crecer.theme.colors.light.primary}" />`);
    expect(html).toContain(`background:${crecer.theme.colors.light.background}`);
    expect(html).toMatch(
      new RegExp(`prefers-color-scheme: dark\\)\\{html,body\\{background:${crecer.theme.colors.dark.background}`),
    );
    expect(html).toContain('"@type":"Organization"');
    expect(html).toContain('"url":"https://crecer.example/assets/logo-1.svg"');
    expect(dataOf(html).brand).toMatchObject({ config: { allyCode: 'crecer' }, logoUrl: '/assets/logo-1.svg' });
    // Before the marker: the shared head, untouched.
    expect(html.indexOf('index-abc.js')).toBeLessThan(html.indexOf('<title>'));
  });

  it('gives every page of the folder the ally’s link preview: its name, words, logo and locale', () => {
    const html = brandIndexHtml(sharedHtml, siteData(crecer, '/assets/logo-1.svg', '/assets/favicon-1.svg'), '<svg/>');
    expect(html).toContain('<meta property="og:site_name" content="Crecer" />');
    expect(html).toContain('<meta property="og:title" content="Crecer" />');
    expect(html).toContain(`<meta property="og:description" content="${crecer.config.tagline}" />`);
    expect(html).toContain('<meta property="og:locale" content="es_MX" />');
    expect(html).toContain('<meta property="og:image" content="https://crecer.example/assets/logo-1.svg" />');
    expect(html).toContain('<meta name="twitter:card" content="summary" />');
    // Shared by every page of the folder, so it names no page's address.
    expect(html).not.toContain('og:url');
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
  });

  it('cannot be closed early by a brand text holding </script>', () => {
    const tricky = { ...crecer, config: { ...crecer.config, tagline: '</script><script>alert(1)</script>' } };
    const html = brandIndexHtml(sharedHtml, siteData(tricky, '/l.svg', '/f.svg'), '<svg/>');
    expect(html.match(/<script/g)?.length).toBe(3);
    expect(dataOf(html).brand.config.tagline).toBe(tricky.config.tagline);
  });

  it('refuses an index.html that is not a shared build', () => {
    expect(() => brandIndexHtml('<html><head></head></html>', siteData(crecer, '/l', '/f'), '')).toThrow(
      /not a shared build/,
    );
  });

  it('copies the shared files and adds the logo and favicon under hashed names', () => {
    const shared = sharedBuild();
    const out = join(tempDir('aula-site-'), 'crecer');
    writeBrandSite({ sharedDir: shared, outDir: out, brand: crecer });
    const assets = readdirSync(join(out, 'assets'));
    const logo = assets.find((file) => /^logo-[0-9a-f]{10}\.svg$/.test(file));
    expect(logo).toBeDefined();
    expect(readFileSync(join(out, 'assets', logo as string), 'utf8')).toBe(readFileSync(crecer.logoPath, 'utf8'));
    expect(assets).toContain('theme.json');
    expect(readFileSync(join(shared, 'index.html'), 'utf8')).toBe(sharedHtml);
    expect(dataOf(readFileSync(join(out, 'index.html'), 'utf8')).brand.logoUrl).toBe(`/assets/${logo}`);
  });

  it('shares the build files with the shared build on disk, and writes its own without touching them', () => {
    const shared = sharedBuild();
    // A shared file under the very name this brand's logo takes: the brand's own must not overwrite it.
    const logoName = /"logoUrl":"\/(assets\/logo-[0-9a-f]{10}\.svg)"/;
    const probe = join(tempDir('aula-site-'), 'probe');
    writeBrandSite({ sharedDir: shared, outDir: probe, brand: crecer });
    const logoFile = logoName.exec(readFileSync(join(probe, 'index.html'), 'utf8'))?.[1] as string;
    writeFileSync(join(shared, logoFile), 'shared file');
    const out = join(tempDir('aula-site-'), 'crecer');
    writeBrandSite({ sharedDir: shared, outDir: out, brand: crecer });
    expect(statSync(join(out, 'assets', 'theme.json')).ino).toBe(statSync(join(shared, 'assets', 'theme.json')).ino);
    expect(readFileSync(join(shared, logoFile), 'utf8')).toBe('shared file');
    expect(readFileSync(join(out, logoFile), 'utf8')).toBe(readFileSync(crecer.logoPath, 'utf8'));
    expect(readFileSync(join(shared, 'index.html'), 'utf8')).toBe(sharedHtml);
  });
});
