import { type EarnerRow, earnersFileName, NOT_FAILED } from '@aula/contracts/console-earners';
import { consoleEarnersEndpoints as earners } from '@aula/contracts/endpoints/console-earners';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/declared-route';
import { type ExportColumn, streamExport } from '../../lib/export-stream';
import { exportTimeZone } from '../../lib/export-time-zone';
import { consoleAllyOf, requireUser } from '../../lib/guards';
import { HttpError, notFound } from '../../lib/http-error';
import { exportTurn } from '../../plugins/export-gate';
import { allEarners, earnerRowOf, earnersPage, ownAchievement } from '../../services/achievement-earners';
import { assignCodes } from '../../services/code-sends/assign';
import { deliverCodeMessages, requeueFailed } from '../../services/code-sends/deliver';
import { actorOf } from './actor';

// The export's words: Spanish, the console's first language (the file has no page language).
const CHANNEL = { whatsapp: 'WhatsApp', email: 'Correo' } as const;
const MESSAGE = { queued: 'En espera', sent: 'Enviado', delivered: 'Entregado', failed: 'No se envió' } as const;

const EXPORT_COLUMNS: ExportColumn<EarnerRow>[] = [
  { header: 'ID', value: (row) => row.id, width: 8 },
  { header: 'Nombre', value: (row) => row.name, width: 28 },
  { header: 'Lo ganó el', value: (row) => new Date(row.earnedAt), width: 20 },
  { header: 'Canal aceptado', value: (row) => (row.channel ? CHANNEL[row.channel] : 'Sin permiso'), width: 14 },
  { header: 'Teléfono o correo', value: (row) => row.contact, width: 28 },
  { header: 'Código', value: (row) => row.code, width: 16 },
  { header: 'Código canjeado', value: (row) => (row.codeRedeemed ? 'sí' : 'no'), width: 10 },
  { header: 'Mensaje', value: (row) => (row.message ? MESSAGE[row.message.status] : null), width: 14 },
];

/**
 * Who earned an achievement, and "Enviar códigos" for a webinar prize: ally admins only, since
 * every answer names learners (the guard answers an editor 403, another ally's achievement 404).
 */
const consoleEarners: FastifyPluginAsyncZod = async (app) => {
  // Every answer here names people: no browser or proxy keeps a copy.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  route(app, earners.achievementEarners, async (request) => {
    const achievement = await ownAchievement(app.db, actorOf(request).allyId, request.params.id);
    return earnersPage(app.db, achievement, request.query);
  });

  for (const [endpoint, format] of [
    [earners.achievementEarnersCsv, 'csv'],
    [earners.achievementEarnersXlsx, 'xlsx'],
  ] as const) {
    route(app, endpoint, async (request, reply) => {
      const achievement = await ownAchievement(app.db, actorOf(request).allyId, request.params.id);
      // A few at a time per process, the rest in line (plugins/export-gate.ts); nothing sent if the client left.
      if (!(await exportTurn(app, request, reply))) return reply.hijack();
      return streamExport(reply, {
        columns: EXPORT_COLUMNS,
        rows: allEarners(app.db, achievement, request.query.q),
        format,
        filename: earnersFileName(achievement.id),
        timeZone: exportTimeZone(consoleAllyOf(request).code),
      });
    });
  }

  route(app, earners.sendAchievementCodes, async (request) => {
    const actor = actorOf(request);
    const achievement = await ownAchievement(app.db, actor.allyId, request.params.id);
    const now = app.ports.now();
    const { queuedIds, ...given } = await assignCodes(app.db, achievement, actor.userId, now);
    // Sent now, in this answer, as far as the quiet hours and the caps allow; the rest waits in the queue.
    const delivered = await deliverCodeMessages(app, now, queuedIds);
    return {
      ...given,
      sent: delivered.sent,
      failed: delivered.failed,
      queued: queuedIds.length - delivered.sent - delivered.failed,
    };
  });

  route(app, earners.retryAchievementCode, async (request) => {
    const achievement = await ownAchievement(app.db, actorOf(request).allyId, request.params.id);
    const learnerId = request.params.learnerId;
    const earner = await earnerRowOf(app.db, achievement, learnerId);
    if (!earner?.message || achievement.webinarId === null) throw notFound('No message to this learner');
    const now = app.ports.now();
    const requestedBy = requireUser(request).id;
    const id = await requeueFailed(app, { webinarId: achievement.webinarId, userId: learnerId, requestedBy }, now);
    if (id === undefined) throw new HttpError(409, NOT_FAILED, 'This message has not failed: nothing to send again');
    await deliverCodeMessages(app, now, [id]);
    return (await earnerRowOf(app.db, achievement, learnerId)) ?? earner;
  });
};

export default consoleEarners;
