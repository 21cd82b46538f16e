import type { LearnerRow } from '@aula/contracts/console-learners';
import { consoleLearnersEndpoints as learners } from '@aula/contracts/endpoints/console-learners';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fieldRefused } from '../../lib/console-input';
import { route } from '../../lib/declared-route';
import { type ExportColumn, streamExport } from '../../lib/export-stream';
import { exportTimeZone } from '../../lib/export-time-zone';
import { consoleAllyOf, requireUser } from '../../lib/guards';
import { notFound } from '../../lib/http-error';
import { exportTurn } from '../../plugins/export-gate';
import { issueDueCertificates } from '../../services/certificates/learner-certificates';
import {
  allLearners,
  isLessonOfModule,
  type LearnerSearch,
  learnerDetailOf,
  learnerPage,
  personalDataViewsOf,
  recordPersonalDataView,
} from '../../services/console-insight/learners';
import { insightComputedAtOf, insightScopeOf, withComputedAt } from '../../services/insight';
import { issuingFor } from '../certificate-issuing';

// The export's headings: Spanish, the console's first language (the file has no page language).
const EXPORT_COLUMNS: ExportColumn<LearnerRow>[] = [
  { header: 'ID', value: (row) => row.id, width: 8 },
  { header: 'Nombre', value: (row) => row.name, width: 28 },
  { header: 'Teléfono o correo', value: (row) => row.contact, width: 28 },
  { header: 'Negocio', value: (row) => row.business, width: 28 },
  { header: 'País', value: (row) => row.country, width: 6 },
  { header: 'Ciudad', value: (row) => row.city, width: 18 },
  { header: 'Lecciones completadas', value: (row) => row.lessonsCompleted, width: 12 },
  { header: 'Módulos completados', value: (row) => row.modulesCompleted, width: 12 },
  { header: 'Última actividad', value: (row) => (row.lastActiveAt ? new Date(row.lastActiveAt) : null), width: 20 },
];

/** The console's learners: list, page, access log and exports, all for ally admins (personal data). */
const consoleLearners: FastifyPluginAsyncZod = async (app) => {
  // The contract asks a stoppedAt to come with its module; only the database knows it is one of its lessons.
  const searchOf = async ({ q, module, stoppedAt }: LearnerSearch): Promise<LearnerSearch> => {
    if (
      module !== undefined &&
      stoppedAt !== undefined &&
      !(await isLessonOfModule(app.insightDb, module, stoppedAt))
    ) {
      throw fieldRefused('stoppedAt', 'is not a lesson of module');
    }
    return { q, module, stoppedAt };
  };

  // Every answer here names people: no browser or proxy keeps a copy.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  route(app, learners.learners, async (request) => {
    const { q, module, stoppedAt, after, limit, ...filter } = request.query;
    const search = await searchOf({ q, module, stoppedAt });
    const scope = await insightScopeOf(app.insightDb, request, filter);
    return withComputedAt(app.insightDb, () => learnerPage(app.insightDb, scope, search, after, limit));
  });

  route(app, learners.learner, async (request) => {
    const ally = consoleAllyOf(request);
    // Read before the module progress (withComputedAt says why).
    const computedAt = await insightComputedAtOf(app.insightDb);
    const found = await learnerDetailOf(app.insightDb, [ally.id], request.params.learnerId);
    if (!found) throw notFound('No such learner');
    // A certificate the learner earned but has not yet been issued (issued when they next open their
    // list) is issued now, so the page lists what they earned.
    const scope = { userId: found.id, allyId: ally.id, countryCode: found.country.toLowerCase() };
    const issued = await issueDueCertificates(app.db, scope, issuingFor(app, request)).then(
      () => true,
      (err) => {
        request.log.error({ err, learnerId: found.id }, 'could not issue the certificates a learner earned');
        return false;
      },
    );
    const detail = (issued && (await learnerDetailOf(app.insightDb, [ally.id], found.id))) || found;
    // Recorded before answering: a page shown is a page logged.
    await recordPersonalDataView(app.db, ally.id, requireUser(request).id, detail.id);
    return { ...detail, computedAt };
  });

  route(app, learners.learnerViews, async (request) => {
    const ally = consoleAllyOf(request);
    if (!(await learnerDetailOf(app.insightDb, [ally.id], request.params.learnerId))) throw notFound('No such learner');
    return personalDataViewsOf(app.insightDb, [ally.id], request.params.learnerId);
  });

  for (const [endpoint, format] of [
    [learners.learnersCsv, 'csv'],
    [learners.learnersXlsx, 'xlsx'],
  ] as const) {
    route(app, endpoint, async (request, reply) => {
      const { q, module, stoppedAt, after: _after, limit: _limit, ...filter } = request.query;
      const search = await searchOf({ q, module, stoppedAt });
      const scope = await insightScopeOf(app.insightDb, request, filter);
      // A few at a time per process, the rest in line (plugins/export-gate.ts); nothing sent if the client left.
      if (!(await exportTurn(app, request, reply))) return reply.hijack();
      return streamExport(reply, {
        columns: EXPORT_COLUMNS,
        rows: allLearners(app.insightDb, scope, search),
        format,
        filename: `aprendices-${scope.period.from}-${scope.period.to}`,
        timeZone: exportTimeZone(consoleAllyOf(request).code, scope.country?.code),
      });
    });
  }
};

export default consoleLearners;
