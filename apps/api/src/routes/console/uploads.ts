import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import type { FieldError } from '@aula/contracts/errors';
import {
  IMAGE_MAIN_WIDTH,
  MEDIA_KINDS,
  MEDIA_MAX_BYTES,
  type MediaKind,
  UPLOAD_CHUNK_BYTES,
  UPLOADS_PATH,
  type UploadError,
} from '@aula/contracts/media';
import { FileStore } from '@tus/file-store';
import { Server, type Upload } from '@tus/server';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { consoleAllyOf, requireConsole, requireUser } from '../../lib/guards';
import { HttpError } from '../../lib/http-error';
import { mediaObjectOf } from '../../repositories/media';
import { storeUpload, UploadRefused } from '../../services/media-uploads';
import { checkFits, checkNewUpload, oneAtATime, QuotaRefused } from '../../services/upload-quotas';

/** Who uploads, for which ally: set by the Fastify route before tus takes the request over. */
interface UploadContext {
  allyId: number;
  allyCode: string;
  userId: number;
}

/** A tus hook's refusal: its status and a body in the API's error shape (with the field refused, if one is). */
const refusal = (
  statusCode: number,
  error: UploadError | 'not_found' | 'bad_request',
  message: string,
  fields?: FieldError[],
) => ({
  status_code: statusCode,
  body: JSON.stringify({ error, message, ...(fields ? { fields } : {}) }),
});

// An unfinished upload is kept this long for its uploader to resume, then swept.
const KEEP_UNFINISHED_MS = 24 * 60 * 60 * 1000;
const SWEEP_EVERY_MS = 60 * 60 * 1000;
const UPLOAD_ID = /^\d+-[0-9a-f]{32}$/;
const TUS_BASE = UPLOADS_PATH.replace(/\/$/, '');

/** The error code of a tus refusal of its own (offset mismatch, size), for bodies that are not JSON yet. */
function codeOfStatus(status: number): string {
  if (status === 413) return 'too_large';
  if (status === 404 || status === 410) return 'not_found';
  if (status === 409) return 'offset_mismatch';
  return status >= 500 ? 'upload_failed' : 'bad_request';
}

/**
 * Resumable uploads (the tus protocol, tus.io) at /api/console/uploads/, for an ally's team
 * (editor access, acting for `x-aula-ally`). The bytes arrive in PATCH chunks of at most
 * UPLOAD_CHUNK_BYTES into DATA_DIR/tus-uploads; after the last byte the file is checked by its
 * content and moved into the media storage (services/media-uploads.ts), and the answer to that
 * last PATCH carries the new media object. A refused or abandoned upload leaves nothing behind.
 */
const uploads: FastifyPluginAsync = async (app) => {
  const directory = join(app.config.dataDir, 'tus-uploads');
  const datastore = new FileStore({ directory, expirationPeriodInMilliseconds: KEEP_UNFINISHED_MS });
  // Keyed by Node's request object, which tus hands its hooks back as `req.runtime.node.req`.
  const contexts = new WeakMap<object, UploadContext>();
  // An ally's creations one after another in this process, so a burst cannot pass one count together.
  const creations = oneAtATime();

  const contextOf = (req: { runtime?: { node?: { req: object } } }): UploadContext => {
    const raw = req.runtime?.node?.req;
    const context = raw && contexts.get(raw);
    if (!context) throw refusal(403, 'bad_request', 'No console context');
    return context;
  };

  const discard = (id: string) => datastore.remove(id).catch(() => undefined);

  /** A quota's refusal (413 quota_exceeded, 429 too_many_uploads) as tus answers it; anything else as it was. */
  const quotaRefusal = (error: unknown): never => {
    if (!(error instanceof QuotaRefused)) throw error;
    throw refusal(error.statusCode, error.code, error.message);
  };

  const tus = new Server({
    path: TUS_BASE,
    datastore,
    relativeLocation: true,
    maxSize: MEDIA_MAX_BYTES.video,
    allowedOrigins: app.config.frontendOrigins,
    allowedCredentials: true,
    allowedHeaders: ['x-aula-ally', 'x-csrftoken'],
    // The ally's id leads the name, so another ally's team cannot reach it even knowing it.
    namingFunction: (req) => `${contextOf(req).allyId}-${randomBytes(16).toString('hex')}`,
    getFileIdFromRequest: (_req, lastPath) => (lastPath && UPLOAD_ID.test(lastPath) ? lastPath : undefined),
    onIncomingRequest: async (req, id) => {
      if (!id.startsWith(`${contextOf(req).allyId}-`)) throw refusal(404, 'not_found', 'No such upload');
    },
    onUploadCreate: async (req, upload: Upload) => {
      const context = contextOf(req);
      const kind = upload.metadata?.kind ?? '';
      if (!(MEDIA_KINDS as readonly string[]).includes(kind)) {
        throw refusal(400, 'unknown_kind', `The upload's metadata must name its kind: ${MEDIA_KINDS.join(', ')}`);
      }
      if (upload.size === undefined) throw refusal(400, 'bad_request', 'Upload-Length is required');
      const max = MEDIA_MAX_BYTES[kind as MediaKind];
      if (upload.size > max) throw refusal(413, 'too_large', `A ${kind} may have at most ${max} bytes`);
      await checkNewUpload({
        db: app.db,
        directory,
        allyId: context.allyId,
        userId: context.userId,
        size: upload.size,
        quotaBytes: app.config.mediaQuotaBytes,
        keepMs: KEEP_UNFINISHED_MS,
      }).catch(quotaRefusal);
      const filename = (upload.metadata?.filename ?? '').slice(0, 200);
      return {
        metadata: { kind, filename, ally: String(context.allyId), user: String(context.userId) },
      };
    },
    onUploadFinish: async (req, upload: Upload) => {
      const context = contextOf(req);
      try {
        // Others' uploads may have finished meanwhile: the file must still fit.
        await checkFits(app.db, context.allyId, upload.size ?? 0, app.config.mediaQuotaBytes);
        const row = await storeUpload(app.db, app.mediaStorage, {
          file: join(directory, upload.id),
          kind: upload.metadata?.kind as MediaKind,
          allyId: context.allyId,
          allyCode: context.allyCode,
          userId: context.userId,
          originalName: upload.metadata?.filename ?? '',
        });
        return {
          status_code: 200,
          headers: { 'content-type': 'application/json; charset=utf-8' },
          body: JSON.stringify(mediaObjectOf(row, IMAGE_MAIN_WIDTH)),
        };
      } catch (error) {
        if (error instanceof QuotaRefused) quotaRefusal(error);
        if (error instanceof UploadRefused) throw refusal(error.statusCode, error.code, error.message, error.fields);
        app.log.error({ err: error }, 'storing an upload failed');
        throw refusal(500, 'upload_failed', 'The upload could not be stored; try again');
      } finally {
        await discard(upload.id);
      }
    },
    // Every refusal in the API's error shape, so the uploader shows a message by its code.
    onResponseError: (_req, error) => {
      const status = 'status_code' in error ? error.status_code : 500;
      const body = 'body' in error ? error.body : '';
      if (body.startsWith('{')) return { status_code: status, body };
      return refusal(status, codeOfStatus(status) as UploadError, body.trim() || 'Upload failed');
    },
  });

  const sweep = setInterval(() => {
    tus.cleanUpExpiredUploads().catch((error) => app.log.warn({ err: error }, 'sweeping unfinished uploads failed'));
  }, SWEEP_EVERY_MS);
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));

  // The chunks are read by tus itself, as a stream: Fastify must not buffer or parse them.
  app.addContentTypeParser('application/offset+octet-stream', (_request, _payload, done) => done(null, undefined));

  /** A PATCH carries one chunk, with its length said up front; a creation carries none. */
  async function limitBody(request: FastifyRequest) {
    const length = Number(request.headers['content-length'] ?? Number.NaN);
    if (request.method === 'PATCH') {
      if (!Number.isFinite(length)) throw new HttpError(411, 'length_required', 'Send Content-Length with each chunk');
      if (length > UPLOAD_CHUNK_BYTES) {
        throw new HttpError(413, 'payload_too_large', `A chunk may have at most ${UPLOAD_CHUNK_BYTES} bytes`);
      }
    } else if (request.method === 'POST' && length > 0) {
      throw new HttpError(413, 'payload_too_large', 'Create the upload first, then PATCH its bytes');
    }
  }

  async function handOver(request: FastifyRequest, reply: FastifyReply) {
    const ally = consoleAllyOf(request);
    contexts.set(request.raw, { allyId: ally.id, allyCode: ally.code, userId: requireUser(request).id });
    reply.hijack();
    if (request.method === 'POST') await creations(String(ally.id), () => tus.handle(request.raw, reply.raw));
    else await tus.handle(request.raw, reply.raw);
  }

  const onRequest = [app.authenticate, requireConsole(app.db, 'editor'), limitBody];
  const path = TUS_BASE.slice('/api'.length);
  // The tus protocol is described at tus.io, not by a declaration: kept out of the OpenAPI document.
  const schema = { hide: true };
  app.route({ method: ['POST'], url: `${path}/`, onRequest, schema, handler: handOver });
  app.route({ method: ['HEAD', 'PATCH', 'DELETE'], url: `${path}/:id`, onRequest, schema, handler: handOver });
};

export default uploads;
