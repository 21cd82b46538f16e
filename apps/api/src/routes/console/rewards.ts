import {
  CODES_CSV_COLUMNS,
  codesCsvFileName,
  codeUsedText,
  type WebinarCodeRow,
} from '@aula/contracts/console-rewards';
import { consoleRewardEndpoints as rewards } from '@aula/contracts/endpoints/console-rewards';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/declared-route';
import { attachmentHeader, type ExportColumn, exportBody } from '../../lib/export-stream';
import { exportTimeZone } from '../../lib/export-time-zone';
import { consoleAllyOf } from '../../lib/guards';
import {
  createConsoleAchievement,
  listConsoleAchievements,
  updateConsoleAchievement,
} from '../../services/console-achievements';
import { consoleContentChanged } from '../../services/console-content-changed';
import {
  createConsoleWebinar,
  findOwnWebinar,
  generateWebinarCodes,
  listConsoleWebinars,
  listWebinarCodes,
  updateConsoleWebinar,
  webinarCodePages,
} from '../../services/console-webinars';
import { actorOf } from './actor';

const dateOf = (iso: string | null) => (iso === null ? null : new Date(iso));

// Each heading of the contract's CSV with its value (a heading without one does not compile); dates
// as Dates, so the export writes them in the wall clock of the ally's country.
const CODE_VALUES: Record<(typeof CODES_CSV_COLUMNS)[number], ExportColumn<WebinarCodeRow>['value']> = {
  Código: (row) => row.code,
  Creado: (row) => dateOf(row.created_at),
  Entregado: (row) => dateOf(row.assigned_at),
  Usado: (row) => codeUsedText(row.used),
  Canjeado: (row) => dateOf(row.redeemed_at),
};
const CODE_COLUMNS = CODES_CSV_COLUMNS.map((header) => ({ header, value: CODE_VALUES[header] }));

/** The webinar's codes one at a time, read a page at a time (by id) as the client takes them. */
async function* codesOf(...args: Parameters<typeof webinarCodePages>) {
  for await (const rows of webinarCodePages(...args)) yield* rows;
}

/** The console's rewards: achievements and prizes, webinars and batches of single-use codes. */
const consoleRewards: FastifyPluginAsyncZod = async (app) => {
  route(app, rewards.consoleAchievements, async (request) => listConsoleAchievements(app.db, actorOf(request).allyId));

  route(app, rewards.createConsoleAchievement, async (request, reply) => {
    const created = await createConsoleAchievement(app.db, actorOf(request), request.body);
    // Learners' achievement lists are read from the database per request, but processes keep modules' targets.
    await consoleContentChanged(app, []);
    return reply.code(201).send(created);
  });

  route(app, rewards.updateConsoleAchievement, async (request) => {
    const saved = await updateConsoleAchievement(app.db, actorOf(request), request.params.id, request.body);
    await consoleContentChanged(app, []);
    return saved;
  });

  route(app, rewards.consoleWebinars, async (request) => ({
    results: await listConsoleWebinars(app.db, actorOf(request).allyId),
  }));

  route(app, rewards.createConsoleWebinar, async (request, reply) =>
    reply.code(201).send(await createConsoleWebinar(app.db, actorOf(request), request.body)),
  );

  route(app, rewards.updateConsoleWebinar, async (request) =>
    updateConsoleWebinar(app.db, actorOf(request), request.params.id, request.body),
  );

  route(app, rewards.consoleWebinarCodes, async (request) => ({
    results: await listWebinarCodes(app.db, actorOf(request).allyId, request.params.id),
  }));

  route(app, rewards.generateWebinarCodes, async (request, reply) => {
    const actor = { ...actorOf(request), allyCode: consoleAllyOf(request).code };
    const codes = await generateWebinarCodes(app.db, actor, request.params.id, request.body.count);
    return reply.code(201).send({ codes });
  });

  // No turn of the export gate (plugins/export-gate.ts): one webinar's codes are a small CSV, a few
  // short pages by index, not the insight's large files; and the panel's download has no wait-and-retry.
  route(app, rewards.exportWebinarCodes, async (request, reply) => {
    const webinar = await findOwnWebinar(app.db, actorOf(request).allyId, request.params.id);
    const body = exportBody({
      columns: CODE_COLUMNS,
      rows: codesOf(app.db, webinar.id),
      format: 'csv',
      timeZone: exportTimeZone(consoleAllyOf(request).code),
    });
    // exportBody, not streamExport: the contract's file name has its extension already.
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', attachmentHeader(codesCsvFileName(webinar.id)))
      .header('cache-control', 'no-store')
      .send(body);
  });
};

export default consoleRewards;
