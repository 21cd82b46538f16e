import { achievementEndpoints as achievements } from '@aula/contracts/endpoints/achievements';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/declared-route';
import { requireUser } from '../../lib/guards';
import { hitAll, RULES } from '../../lib/rate-limit';
import { scopeOf } from '../../services/lessons';
import { readAttendance, reportAttendance } from '../../services/webinar-attendance';
import { redeemCode } from '../../services/webinars';

const webinarRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, achievements.redeemCode, async (request, reply) => {
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
  });
  route(app, achievements.attendance, async (request) =>
    readAttendance(app.db, scopeOf(requireUser(request)), request.params.id),
  );
  route(app, achievements.reportAttendance, async (request) =>
    reportAttendance(app.db, scopeOf(requireUser(request)), request.params.id, request.body.event, app.ports.now()),
  );
};

export default webinarRoutes;
