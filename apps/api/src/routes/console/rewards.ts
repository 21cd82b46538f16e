import { Readable } from 'node:stream';
import { CODES_CSV_COLUMNS, codesCsvFileName, codeUsedText } from '@aula/contracts/console-rewards';
import { consoleRewardEndpoints as rewards } from '@aula/contracts/endpoints/console-rewards';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { csvLine } from '../../lib/csv';
import { route } from '../../lib/declared-route';
import { attachmentHeader } from '../../lib/export-stream';
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

  route(app, rewards.exportWebinarCodes, async (request, reply) => {
    const webinar = await findOwnWebinar(app.db, actorOf(request).allyId, request.params.id);
    async function* lines() {
      yield csvLine(CODES_CSV_COLUMNS);
      for await (const page of webinarCodePages(app.db, webinar.id)) {
        yield page.map((row) => csvLine([row.code, row.created_at, codeUsedText(row.used), row.redeemed_at])).join('');
      }
    }
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', attachmentHeader(codesCsvFileName(webinar.id)))
      .header('cache-control', 'no-store')
      .send(Readable.from(lines()));
  });
};

export default consoleRewards;
