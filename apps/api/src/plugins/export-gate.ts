import { EXPORT_RUNNING, EXPORTS_BUSY } from '@aula/contracts/export-queue';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ExportGate } from '../lib/export-gate';
import { requireUser } from '../lib/guards';
import { HttpError } from '../lib/http-error';

declare module 'fastify' {
  interface FastifyInstance {
    /** The insight exports' turns in this process (lib/export-gate.ts). */
    exportGate: ExportGate;
  }
}

/** What a refused export is told to wait: about the time a large export takes to stream. */
export const EXPORT_RETRY_AFTER_SECONDS = 15;

/**
 * Waits for the request's turn to stream an export (EXPORTS_AT_ONCE at once, EXPORTS_WAITING in
 * line, one per member), then answers true; the turn ends when the answer is closed (sent, failed
 * or abandoned). A member with one already, or a full line: 429 with Retry-After. False when the
 * client went away while waiting: the handler sends nothing.
 */
export async function exportTurn(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
  const turn = app.exportGate.take(String(requireUser(request).id));
  if ('refused' in turn) {
    const member = turn.refused === 'member';
    reply.header('retry-after', String(EXPORT_RETRY_AFTER_SECONDS));
    throw new HttpError(
      429,
      member ? EXPORT_RUNNING : EXPORTS_BUSY,
      member ? 'You have an export on its way; wait for it to end' : 'Too many exports at once; try again shortly',
      { retry_after: EXPORT_RETRY_AFTER_SECONDS },
    );
  }
  reply.raw.once('close', turn.release);
  if (reply.raw.destroyed) turn.release();
  return turn.ready;
}

/** Decorates the app with its export gate, sized by the config. */
export default fp(
  async (app) => {
    app.decorate('exportGate', new ExportGate(app.config.exportsAtOnce, app.config.exportsWaiting));
  },
  { name: 'export-gate' },
);
