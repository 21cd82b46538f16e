import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BRAND_ICONS, type BrandIconName, brandIconPath } from '@aula/contracts/brand-icons';
import type { SiteBrand } from '@aula/contracts/console-brand';
import type { FastifyInstance } from 'fastify';
import { siteBrandOf } from '../services/site-brand';

const ALLY_CODE = /^[a-z0-9-]{1,40}$/;

type Manifest = Record<string, unknown>;

const MANIFEST_ICONS: readonly BrandIconName[] = ['192', '512', 'maskable-512'];

/** The icons drawn from the published app icon (plugins/brand-icons.ts), or undefined when it has none. */
function publishedIcons(brand: SiteBrand, code: string) {
  if (!brand.app_icon_url || brand.version === 0) return undefined;
  return MANIFEST_ICONS.map((icon) => {
    const { size, purpose } = BRAND_ICONS[icon];
    return { src: brandIconPath(code, brand.version, icon), sizes: `${size}x${size}`, type: 'image/png', purpose };
  });
}

/**
 * The build's manifest with what the ally's team last published over it: its names, line and
 * colours, the app opening on its default country's site, and the icons of its app icon if it has one.
 */
export function publishedManifest(built: Manifest, brand: SiteBrand, code: string): Manifest {
  if (brand.version === 0) return built;
  const icons = publishedIcons(brand, code);
  return {
    ...built,
    name: brand.name,
    short_name: brand.short_name,
    description: brand.tagline,
    start_url: `/${brand.default_country}/${code}`,
    theme_color: brand.colors.light.primary,
    background_color: brand.colors.light.background,
    ...(icons ? { icons } : {}),
  };
}

/**
 * The manifest of an ally this build has no folder for (staff created it in the console): the
 * build's shape with its own name, colours and the icons of its app icon (none until it has one).
 */
export function runTimeManifest(brand: SiteBrand, code: string): Manifest {
  return {
    name: brand.name,
    short_name: brand.short_name,
    description: brand.tagline,
    lang: 'es',
    start_url: `/${brand.default_country}/${code}`,
    scope: '/',
    display: 'standalone',
    background_color: brand.colors.light.background,
    theme_color: brand.colors.light.primary,
    icons: publishedIcons(brand, code) ?? [],
  };
}

/**
 * Serves `/manifest-{ally}.webmanifest` of the build in `root` as published: an installed app's name
 * and colours follow the console's "Marca" with no rebuild. The build's file is read once.
 */
export function serveManifests(app: FastifyInstance, root: string) {
  const built = new Map<string, Manifest | null>();
  const builtManifest = (code: string): Manifest | null => {
    if (!built.has(code)) {
      const file = join(root, `manifest-${code}.webmanifest`);
      built.set(code, existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Manifest) : null);
    }
    return built.get(code) ?? null;
  };
  app.get<{ Params: { code: string } }>(
    '/manifest-:code.webmanifest',
    { schema: { hide: true } },
    async (request, reply) => {
      const { code } = request.params;
      if (!ALLY_CODE.test(code)) return reply.callNotFound();
      const manifest = builtManifest(code);
      const brand = await siteBrandOf(app.db, code);
      if (!brand && !manifest) return reply.callNotFound();
      const body = brand ? publishedManifest(manifest ?? runTimeManifest(brand, code), brand, code) : manifest;
      // Revalidated on each visit, like the build's other files: a publication shows on the next one.
      return reply.header('cache-control', 'no-cache').type('application/manifest+json').send(JSON.stringify(body));
    },
  );
}
