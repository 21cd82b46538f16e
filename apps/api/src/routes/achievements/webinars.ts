import { redeemCodeRequest, redeemCodeResponse } from '@aula/contracts/achievements';
import { idParams } from '@aula/contracts/common';
import { apiError } from '@aula/contracts/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../lib/guards';
import { scopeOf } from '../../services/lessons';
import { redeemCode } from '../../services/webinars';

const webinarRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  app.post(
    '/webinars/:id/redeem_code/',
    {
      schema: {
        params: idParams,
        body: redeemCodeRequest,
        response: { 200: redeemCodeResponse, 400: apiError, 401: apiError, 404: apiError, 409: apiError },
      },
    },
    async (request) => redeemCode(app.db, scopeOf(requireUser(request)), request.params.id, request.body.code),
  );
};

export default webinarRoutes;
