import { join } from 'node:path';
import fp from 'fastify-plugin';
import { DiskMediaStorage } from '../adapters/disk-media-storage';
import { S3MediaStorage } from '../adapters/s3-media-storage';
import type { MediaStorage } from '../ports/media-storage';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where uploaded media are written and read: DATA_DIR/media, or the S3 bucket of MEDIA_S3_*. */
    mediaStorage: MediaStorage;
  }
}

/** Picks the media storage from the configuration, once for the process. */
export default fp(
  async (app) => {
    const s3 = app.config.mediaS3;
    if (s3) {
      const storage = new S3MediaStorage(s3);
      app.addHook('onClose', async () => storage.close());
      app.decorate('mediaStorage', storage);
    } else {
      app.decorate('mediaStorage', new DiskMediaStorage(join(app.config.dataDir, 'media')));
    }
  },
  { name: 'media-storage', dependencies: ['db'] },
);
