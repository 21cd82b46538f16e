import { type BrandIconName, isBrandIconName } from '@aula/contracts/brand-icons';
import type { FastifyPluginAsync } from 'fastify';
import { LRUCache } from 'lru-cache';
import { notFound } from '../lib/http-error';
import { sharedAnswer } from '../lib/shared-answer';
import { readStoredPicture } from '../lib/stored-picture';
import { drawBrandIcon } from '../services/brand-icons';
import { siteBrandOf } from '../services/site-brand';

const ALLY_CODE = /^[a-z0-9-]{1,40}$/;
const VERSION = /^[1-9][0-9]{0,9}$/;
const ICON_FILE = /^(.+)\.png$/;
// An address names one publication's icon, which never changes: kept anywhere for a year.
const IMMUTABLE = 'public, max-age=31536000, immutable';
// A few allies' icons in memory (each a few kilobytes to a hundred); the least used drawn again.
const CACHE_BYTES = 8 * 1024 * 1024;

interface IconKey {
  code: string;
  version: number;
  icon: BrandIconName;
}

/**
 * Serves `/brand-icons/{allyCode}/{version}/{icon}.png` (`brandIconPath`): the installed app's icons
 * drawn from the app icon of the ally's publication of that version, on first ask, then from a small
 * cache. Any other address (an ally, version or icon that is not, a publication with no app icon)
 * is a 404.
 */
const brandIcons: FastifyPluginAsync = async (app) => {
  async function draw({ code, version, icon }: IconKey): Promise<Buffer | undefined> {
    const brand = await siteBrandOf(app.db, code);
    if (!brand?.app_icon_url || brand.version !== version) return undefined;
    const picture = await readStoredPicture(app.mediaStorage, brand.app_icon_url);
    if (!picture) return undefined;
    try {
      return await drawBrandIcon(picture, icon, brand.colors.light.background);
    } catch (error) {
      // Read when saved, so only a picture changed in storage since: no icon rather than a 500.
      app.log.warn({ err: error, code, version }, 'the published app icon cannot be drawn');
      return undefined;
    }
  }
  const drawn = new LRUCache<string, Buffer, IconKey>({
    maxSize: CACHE_BYTES,
    sizeCalculation: (png) => png.length,
    fetchMethod: (_key, _stale, { context }) => draw(context),
  });

  app.get<{ Params: { code: string; version: string; file: string } }>(
    '/brand-icons/:code/:version/:file',
    { schema: { hide: true }, onSend: sharedAnswer },
    async (request, reply) => {
      const { code, version, file } = request.params;
      const icon = ICON_FILE.exec(file)?.[1] ?? '';
      if (!ALLY_CODE.test(code) || !VERSION.test(version) || !isBrandIconName(icon)) throw notFound('No such icon');
      const key = { code, version: Number(version), icon };
      const png = await drawn.fetch(`${code}/${version}/${icon}`, { context: key });
      if (!png) throw notFound('No such icon');
      return reply.header('cache-control', IMMUTABLE).type('image/png').send(png);
    },
  );
};

export default brandIcons;
