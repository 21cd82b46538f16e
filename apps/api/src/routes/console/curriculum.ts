import { consoleCurriculumEndpoints as curriculum } from '@aula/contracts/endpoints/console-curriculum';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/declared-route';
import { consoleAllyOf, requireUser } from '../../lib/guards';
import {
  createLesson,
  deleteLesson,
  lessonDetail,
  publishLesson,
  reorderLessons,
  updateLesson,
} from '../../services/console-curriculum/lessons';
import {
  createModule,
  deleteModule,
  moduleDetail,
  modulesOf,
  publishModule,
  reorderModules,
  updateModule,
} from '../../services/console-curriculum/modules';
import { createPart, deletePart, reorderParts, updatePart } from '../../services/console-curriculum/parts';
import type { Editor } from '../../services/console-curriculum/shared';

/** The ally the guard let the request act for, and who acts (for the history). */
const editorOf = (request: FastifyRequest): Editor => ({
  allyId: consoleAllyOf(request).id,
  userId: requireUser(request).id,
});

/** The console's curriculum: the acting ally's modules, lessons and parts (services/console-curriculum/). */
const consoleCurriculum: FastifyPluginAsyncZod = async (app) => {
  route(app, curriculum.modules, async (request) => ({ results: await modulesOf(app.db, editorOf(request).allyId) }));
  route(app, curriculum.createModule, async (request, reply) =>
    reply.code(201).send(await createModule(app.db, editorOf(request), request.body)),
  );
  route(app, curriculum.reorderModules, async (request) => ({
    results: await reorderModules(app, editorOf(request), request.body.ids),
  }));
  route(app, curriculum.module, async (request) => moduleDetail(app.db, editorOf(request).allyId, request.params.id));
  route(app, curriculum.updateModule, async (request) =>
    updateModule(app, editorOf(request), request.params.id, request.body),
  );
  route(app, curriculum.publishModule, async (request) =>
    publishModule(app, editorOf(request), request.params.id, request.body),
  );
  route(app, curriculum.deleteModule, async (request) =>
    deleteModule(app, editorOf(request), request.params.id, request.query.confirm),
  );

  route(app, curriculum.createLesson, async (request, reply) =>
    reply.code(201).send(await createLesson(app.db, editorOf(request), request.params.id, request.body)),
  );
  route(app, curriculum.reorderLessons, async (request) =>
    reorderLessons(app, editorOf(request), request.params.id, request.body.ids),
  );
  route(app, curriculum.lesson, async (request) => lessonDetail(app.db, editorOf(request).allyId, request.params.id));
  route(app, curriculum.updateLesson, async (request) =>
    updateLesson(app, editorOf(request), request.params.id, request.body),
  );
  route(app, curriculum.publishLesson, async (request) =>
    publishLesson(app, editorOf(request), request.params.id, request.body),
  );
  route(app, curriculum.deleteLesson, async (request) =>
    deleteLesson(app, editorOf(request), request.params.id, request.query.confirm),
  );

  route(app, curriculum.createPart, async (request, reply) =>
    reply.code(201).send(await createPart(app, editorOf(request), request.params.id, request.body)),
  );
  route(app, curriculum.reorderParts, async (request) =>
    reorderParts(app, editorOf(request), request.params.id, request.body.ids),
  );
  route(app, curriculum.updatePart, async (request) =>
    updatePart(app, editorOf(request), request.params.id, request.body),
  );
  route(app, curriculum.deletePart, async (request) =>
    deletePart(app, editorOf(request), request.params.id, request.query.confirm),
  );
};

export default consoleCurriculum;
