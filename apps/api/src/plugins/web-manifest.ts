import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SiteBrand } from '@aula/contracts/console-brand';
import type { FastifyInstance } from 'fastify';
import { siteBrandOf } from '../services/site-brand';

const ALLY_CODE = /^[a-z0-9-]{1,40}$/;

type Manifest = Record<string, unknown>;

/** The build's manifest with what the ally's team last published over it (the name shortened as the build does). */
export function publishedManifest(built: Manifest, brand: SiteBrand): Manifest {
  if (brand.version === 0) return built;
  return {
    ...built,
    name: brand.name,
    short_name: brand.name.slice(0, 12),
    description: brand.tagline,
    theme_color: brand.colors.light.primary,
    background_color: brand.colors.light.background,
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
      const manifest = ALLY_CODE.test(code) ? builtManifest(code) : null;
      if (!manifest) return reply.callNotFound();
      const brand = await siteBrandOf(app.db, code);
      const body = brand ? publishedManifest(manifest, brand) : manifest;
      // Revalidated on each visit, like the build's other files: a publication shows on the next one.
      return reply.header('cache-control', 'no-cache').type('application/manifest+json').send(JSON.stringify(body));
    },
  );
}
