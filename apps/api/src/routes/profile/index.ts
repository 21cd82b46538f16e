import { apiError, rateLimitedError } from '@aula/contracts/errors';
import {
  businessData,
  businessDataPatch,
  businessSurveyRequest,
  businessSurveyResponse,
  personalData,
  personalDataPatch,
} from '@aula/contracts/profile';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../lib/guards';
import { takeSurvey } from '../../services/business-survey';
import { getBusiness, getPersonal, patchBusiness, patchPersonal } from '../../services/profile';
import { reauthenticate } from '../../services/reauthentication';

const errors = { 400: apiError, 401: apiError, 409: apiError };

/** The signed-in learner's own profile: there is no id in these paths, so no one else's is reachable. */
const profile: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  app.get('/personal_data/', { schema: { response: { 200: personalData, 401: apiError } } }, async (request) =>
    getPersonal(app.db, requireUser(request)),
  );
  app.patch(
    '/personal_data/',
    { schema: { body: personalDataPatch, response: { 200: personalData, ...errors, 429: rateLimitedError } } },
    async (request, reply) => {
      const user = requireUser(request);
      // The email signs in and receives reset links: a stolen session must not be enough to move it.
      const email = request.body.email === undefined ? user.email : (request.body.email?.toLowerCase() ?? null);
      if (email !== user.email) await reauthenticate(app, reply, user.id, request.body);
      const answer = await patchPersonal(app.db, user, request.body);
      // The email is part of the cached session's user.
      if (request.body.email !== undefined) await app.sessions.changed(user.id);
      return answer;
    },
  );
  app.get('/business_data/', { schema: { response: { 200: businessData, 401: apiError } } }, async (request) =>
    getBusiness(app.db, requireUser(request).id),
  );
  app.patch(
    '/business_data/',
    { schema: { body: businessDataPatch, response: { 200: businessData, ...errors } } },
    async (request) => {
      const user = requireUser(request);
      const answer = await patchBusiness(app.db, user.id, request.body);
      // Recommendations put the modules of the learner's business type first.
      await app.contentCache.businessChanged(user.id);
      return answer;
    },
  );
  app.post(
    '/business-survey/',
    { schema: { body: businessSurveyRequest, response: { 200: businessSurveyResponse, ...errors } } },
    async (request) => takeSurvey(app.db, requireUser(request).id, request.body),
  );
};

export default profile;
