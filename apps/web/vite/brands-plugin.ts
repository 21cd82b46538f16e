import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { LoadedBrand } from '@aula/brand/load';
import { type Plugin, runnerImport } from 'vite';
import { BRANDS_MODULE_ID, brandsModuleSource, runtimeBrandsModuleSource } from './brands-module.ts';
import { type NeutralIdentity, neutralIdentity } from './neutral-identity.ts';
import { BRAND_HEAD_MARKER } from './site-markers.ts';
import { manifestFileName, webManifest } from './web-manifest.ts';

const RESOLVED_ID = `\0${BRANDS_MODULE_ID}`;

export interface BrandsPluginOptions {
  brandsDir: string;
  /** An ally code: that ally's site (the shared build, then its brand written in). */
  only?: string;
  /** The shared build: no brand in it; build:brands writes each ally's folder from it. */
  shared?: boolean;
}

/**
 * Three builds. Preview (neither option): every brand inlined in the scripts, the country screen
 * lists them all, the theme studio is in. Shared: no brand in any script; index.html keeps a marker
 * where a brand's head goes. Per brand (`only`): the shared build with that brand written in
 * (brand-site.ts), the same folder `npm run build:brands` makes.
 */
type BuildKind = 'preview' | 'shared' | 'brand';

const runnerOptions = (root: string) => ({
  root,
  logLevel: 'error' as const,
  environments: { inline: { resolve: { noExternal: [/^@aula\//] } } },
});

/**
 * @aula/brand is TypeScript source, which Node 20 cannot import from a bundled vite.config; Vite's
 * module runner transforms it (and @aula/contracts) on the fly instead.
 */
async function loadBrandsWithRunner(root: string, brandsDir: string, only?: string): Promise<BuildBrands> {
  const options = runnerOptions(root);
  const load = await runnerImport<typeof import('@aula/brand/load')>('@aula/brand/load', options);
  const validate = await runnerImport<typeof import('@aula/brand/validate')>('@aula/brand/validate', options);
  const schema = await runnerImport<typeof import('@aula/contracts/brand-theme')>(
    '@aula/contracts/brand-theme',
    options,
  );
  const brands = load.module.loadBrands(brandsDir, only);
  const neutral = neutralIdentity(brands, only, (raw, file) => {
    const theme = schema.module.brandThemeSchema.parse(raw);
    validate.module.checkContrast(theme, file);
    return theme;
  });
  return { brands, neutral };
}

interface BuildBrands {
  brands: LoadedBrand[];
  neutral: NeutralIdentity;
}

/**
 * Provides `virtual:aula-brands` from brands/<allyCode>/ at build time. An invalid brand stops
 * the build with the loader's message, which names the file and the field.
 */
export function brandsPlugin({ brandsDir, only, shared = false }: BrandsPluginOptions): Plugin {
  let kind: BuildKind = only ? 'brand' : shared ? 'shared' : 'preview';
  let root = process.cwd();
  let outDir = resolve(root, 'dist');
  let brands: Promise<BuildBrands> | undefined;
  const loaded = () => {
    brands ??= loadBrandsWithRunner(root, brandsDir, only);
    return brands;
  };

  return {
    name: 'aula-brands',
    // The theme studio exists in the preview build only: a constant, so other builds drop its chunk.
    config: () => ({ define: { __AULA_STUDIO__: JSON.stringify(kind === 'preview' && !only) } }),
    configResolved(config) {
      root = config.root;
      // `BRAND=<code> vite` (dev server): that one brand inlined, as the preview inlines them all.
      if (config.command === 'serve' && kind === 'brand') kind = 'preview';
      outDir = resolve(config.root, config.build.outDir);
    },
    async buildStart() {
      if (kind === 'shared') return;
      brands = undefined;
      try {
        await loaded();
      } catch (error) {
        this.error((error as Error).message);
      }
    },
    resolveId(id) {
      return id === BRANDS_MODULE_ID ? RESOLVED_ID : undefined;
    },
    async load(id) {
      if (id !== RESOLVED_ID) return undefined;
      if (kind !== 'preview') return runtimeBrandsModuleSource();
      const current = await loaded();
      for (const brand of current.brands) {
        const dir = join(brandsDir, brand.config.allyCode);
        this.addWatchFile(join(dir, 'brand.json'));
        this.addWatchFile(join(dir, 'theme.json'));
      }
      return brandsModuleSource(current.brands, current.neutral);
    },
    // The first paint, before any script runs, already wears the build's identity. Preview: the
    // product's neutral one (the tiny favicon inlined so the browser does not ask for a
    // /favicon.ico that does not exist). Shared and per brand: a marker the brand's head replaces.
    async transformIndexHtml(html) {
      if (kind !== 'preview') return html.replace('</head>', `  ${BRAND_HEAD_MARKER}\n  </head>`);
      const { neutral } = await loaded();
      const favicon = `data:image/svg+xml,${encodeURIComponent(readFileSync(neutral.faviconPath, 'utf8'))}`;
      return {
        html,
        tags: [
          { tag: 'title', children: neutral.name, injectTo: 'head' },
          { tag: 'link', attrs: { rel: 'icon', href: favicon }, injectTo: 'head' },
          {
            tag: 'meta',
            attrs: { name: 'theme-color', content: neutral.theme.colors.light.primary },
            injectTo: 'head',
          },
        ],
      };
    },
    // Each ally's web app manifest (installable site), beside its icon.
    async generateBundle() {
      if (kind === 'shared' || this.environment.config.consumer !== 'client') return;
      for (const brand of (await loaded()).brands) {
        const icon = this.emitFile({ type: 'asset', name: 'favicon.svg', source: readFileSync(brand.faviconPath) });
        this.emitFile({
          type: 'asset',
          fileName: manifestFileName(brand.config.allyCode),
          source: `${JSON.stringify(webManifest(brand, `/${this.getFileName(icon)}`), null, 2)}\n`,
        });
      }
    },
    // BRAND=<allyCode>: the shared build just written becomes that ally's site, in place.
    async closeBundle() {
      if (kind !== 'brand') return;
      const [brand] = (await loaded()).brands;
      if (!brand) return;
      const site = await runnerImport<typeof import('./brand-site.ts')>(
        join(import.meta.dirname, 'brand-site.ts'),
        runnerOptions(root),
      );
      site.module.writeBrandSite({ sharedDir: outDir, outDir, brand });
    },
  };
}
