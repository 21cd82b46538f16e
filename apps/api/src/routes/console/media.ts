import { consoleMediaEndpoints } from '@aula/contracts/endpoints/console-media';
import { IMAGE_MAIN_WIDTH } from '@aula/contracts/media';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/declared-route';
import { consoleAllyOf } from '../../lib/guards';
import { listAllyMedia, mediaObjectOf } from '../../repositories/media';
import { allyMediaBytes } from '../../repositories/media-usage';
import { deleteMedia, describeMedia, mediaUses } from '../../services/media-library';

/** The acting ally's media library (uploads: ./uploads.ts). */
const consoleMedia: FastifyPluginAsyncZod = async (app) => {
  route(app, consoleMediaEndpoints.mediaList, async (request) => {
    const rows = await listAllyMedia(app.db, consoleAllyOf(request).id, request.query);
    return { results: rows.map((row) => mediaObjectOf(row, IMAGE_MAIN_WIDTH)) };
  });

  route(app, consoleMediaEndpoints.mediaDescribe, async (request) =>
    mediaObjectOf(
      await describeMedia(app.db, consoleAllyOf(request).id, request.params.id, request.body.alt),
      IMAGE_MAIN_WIDTH,
    ),
  );

  route(app, consoleMediaEndpoints.mediaUses, async (request) => ({
    uses: await mediaUses(app.db, consoleAllyOf(request).id, request.params.id),
  }));

  route(app, consoleMediaEndpoints.mediaDelete, async (request) => {
    const { id } = request.params;
    await deleteMedia(app.db, app.mediaStorage, {
      allyId: consoleAllyOf(request).id,
      id,
      confirm: request.query.confirm,
    });
    return { deleted: true as const };
  });

  // The console's "You use 1.2 GB of 5 GB" beside its uploaders (services/upload-quotas.ts).
  route(app, consoleMediaEndpoints.mediaUsage, async (request) => ({
    used_bytes: await allyMediaBytes(app.db, consoleAllyOf(request).id),
    quota_bytes: app.config.mediaQuotaBytes,
  }));
};

export default consoleMedia;
