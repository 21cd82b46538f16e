import {
  attendanceRequest,
  redeemCodeRequest,
  redeemCodeResponse,
  webinarAttendance,
} from '@aula/contracts/achievements';
import { idParams } from '@aula/contracts/common';
import { apiError } from '@aula/contracts/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../lib/guards';
import { hitAll, RULES } from '../../lib/rate-limit';
import { scopeOf } from '../../services/lessons';
import { readAttendance, reportAttendance } from '../../services/webinar-attendance';
import { redeemCode } from '../../services/webinars';

const webinarRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  app.post(
    '/webinars/:id/redeem_code/',
    {
      schema: {
        params: idParams,
        body: redeemCodeRequest,
        response: {
          200: redeemCodeResponse,
          400: apiError,
          401: apiError,
          403: apiError,
          404: apiError,
          409: apiError,
          429: apiError,
        },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      // Counted before anything is looked up, so a burst of guesses is cut off whatever it tries.
      await hitAll(
        app.ports.limiter,
        [
          [RULES.webinarRedeemLearner, `user:${user.id}`],
          [RULES.webinarRedeemAddress, `ip:${request.ip}`],
        ],
        reply,
      );
      return redeemCode(app.db, scopeOf(user), request.params.id, request.body.code);
    },
  );

  const attendanceErrors = { 400: apiError, 401: apiError, 403: apiError, 404: apiError };
  app.get(
    '/webinars/:id/attendance/',
    { schema: { params: idParams, response: { 200: webinarAttendance, ...attendanceErrors } } },
    async (request) => readAttendance(app.db, scopeOf(requireUser(request)), request.params.id),
  );
  app.post(
    '/webinars/:id/attendance/',
    {
      schema: { params: idParams, body: attendanceRequest, response: { 200: webinarAttendance, ...attendanceErrors } },
    },
    async (request) =>
      reportAttendance(app.db, scopeOf(requireUser(request)), request.params.id, request.body.event, app.ports.now()),
  );
};

export default webinarRoutes;
