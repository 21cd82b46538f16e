import { profileEndpoints as own } from '@aula/contracts/endpoints/profile';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/declared-route';
import { requireUser } from '../../lib/guards';
import { takeSurvey } from '../../services/business-survey';
import { getBusiness, getPersonal, patchBusiness, patchPersonal } from '../../services/profile';
import { reauthenticate } from '../../services/reauthentication';

/** The signed-in learner's own profile: there is no id in these paths, so no one else's is reachable. */
const profile: FastifyPluginAsyncZod = async (app) => {
  route(app, own.personalData, async (request) => getPersonal(app.db, requireUser(request)));
  route(app, own.updatePersonalData, async (request, reply) => {
    const user = requireUser(request);
    // The email signs in and receives reset links: a stolen session must not be enough to move it.
    const email = request.body.email === undefined ? user.email : (request.body.email?.toLowerCase() ?? null);
    if (email !== user.email) await reauthenticate(app, reply, user.id, request.body);
    const answer = await patchPersonal(app.db, user, request.body);
    // The email is part of the cached session's user.
    if (request.body.email !== undefined) await app.sessions.changed(user.id);
    return answer;
  });
  route(app, own.businessData, async (request) => getBusiness(app.db, requireUser(request).id));
  route(app, own.updateBusinessData, async (request) => {
    const user = requireUser(request);
    const answer = await patchBusiness(app.db, user.id, request.body);
    // Recommendations put the modules of the learner's business type first.
    await app.contentCache.businessChanged(user.id);
    return answer;
  });
  route(app, own.businessSurvey, async (request) => takeSurvey(app.db, requireUser(request).id, request.body));
};

export default profile;
