import { consoleMediaEndpoints } from '@aula/contracts/endpoints/console-media';
import { IMAGE_MAIN_WIDTH } from '@aula/contracts/media';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/declared-route';
import { consoleAllyOf } from '../../lib/guards';
import { listAllyMedia, mediaObjectOf } from '../../repositories/media';
import { allyMediaBytes } from '../../repositories/media-usage';

/** The acting ally's media library (uploads: ./uploads.ts). */
const consoleMedia: FastifyPluginAsyncZod = async (app) => {
  route(app, consoleMediaEndpoints.mediaList, async (request) => {
    const rows = await listAllyMedia(app.db, consoleAllyOf(request).id, request.query.kind);
    return { results: rows.map((row) => mediaObjectOf(row, IMAGE_MAIN_WIDTH)) };
  });

  // The console's "You use 1.2 GB of 5 GB" beside its uploaders (services/upload-quotas.ts).
  route(app, consoleMediaEndpoints.mediaUsage, async (request) => ({
    used_bytes: await allyMediaBytes(app.db, consoleAllyOf(request).id),
    quota_bytes: app.config.mediaQuotaBytes,
  }));
};

export default consoleMedia;
