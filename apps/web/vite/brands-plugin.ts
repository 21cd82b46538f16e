import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { LoadedBrand } from '@aula/brand/load';
import { type Plugin, runnerImport } from 'vite';
import { BRANDS_MODULE_ID, brandsModuleSource } from './brands-module.ts';

const RESOLVED_ID = `\0${BRANDS_MODULE_ID}`;

export interface BrandsPluginOptions {
  brandsDir: string;
  /** An ally code: a per-brand build that holds that brand only. Unset: every brand (preview). */
  only?: string;
}

/**
 * @aula/brand is TypeScript source, which Node 20 cannot import from a bundled vite.config; Vite's
 * module runner transforms it (and @aula/contracts) on the fly instead.
 */
async function loadBrandsWithRunner(root: string, brandsDir: string, only?: string): Promise<LoadedBrand[]> {
  const { module } = await runnerImport<typeof import('@aula/brand/load')>('@aula/brand/load', {
    root,
    logLevel: 'error',
    environments: { inline: { resolve: { noExternal: [/^@aula\//] } } },
  });
  return module.loadBrands(brandsDir, only);
}

/**
 * Provides `virtual:aula-brands` from brands/<allyCode>/ at build time. An invalid brand stops
 * the build with the loader's message, which names the file and the field.
 */
export function brandsPlugin({ brandsDir, only }: BrandsPluginOptions): Plugin {
  let root = process.cwd();
  let brands: Promise<LoadedBrand[]> | undefined;
  const loaded = () => {
    brands ??= loadBrandsWithRunner(root, brandsDir, only);
    return brands;
  };

  return {
    name: 'aula-brands',
    configResolved(config) {
      root = config.root;
    },
    async buildStart() {
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
      const current = await loaded();
      for (const brand of current) {
        const dir = join(brandsDir, brand.config.allyCode);
        this.addWatchFile(join(dir, 'brand.json'));
        this.addWatchFile(join(dir, 'theme.json'));
      }
      return brandsModuleSource(current);
    },
    // The first paint, before any script runs, already wears the build's first brand. The tiny
    // favicon is inlined so the browser does not ask for a /favicon.ico that does not exist.
    async transformIndexHtml() {
      const [first] = await loaded();
      if (!first) return [];
      const favicon = `data:image/svg+xml,${encodeURIComponent(readFileSync(first.faviconPath, 'utf8'))}`;
      return [
        { tag: 'title', children: first.config.name, injectTo: 'head' },
        { tag: 'link', attrs: { rel: 'icon', href: favicon }, injectTo: 'head' },
        { tag: 'meta', attrs: { name: 'theme-color', content: first.theme.colors.light.primary }, injectTo: 'head' },
      ];
    },
  };
}
