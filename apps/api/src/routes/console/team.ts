import { consoleTeamEndpoints as team } from '@aula/contracts/endpoints/console-team';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/declared-route';
import { consoleAllyOf, requireUser } from '../../lib/guards';
import { setSessionCookie } from '../../lib/session-cookie';
import { issueSession } from '../../services/auth';
import {
  acceptInvitation,
  changeRole,
  checkInvitation,
  inviteMember,
  removeMember,
  revokeInvitation,
  type TeamActor,
  teamOf,
} from '../../services/console-team';
import { messageOrigin } from '../../services/message-gate';

function actorOf(request: FastifyRequest): TeamActor {
  const user = requireUser(request);
  return { allyId: consoleAllyOf(request).id, userId: user.id, name: user.name };
}

/** The ally's team (admins only) and the public side of an invitation link. */
const consoleTeam: FastifyPluginAsyncZod = async (app) => {
  route(app, team.team, async (request) => teamOf(app, consoleAllyOf(request).id));

  route(app, team.invite, async (request, reply) => {
    const origin = messageOrigin(request, reply, consoleAllyOf(request).code);
    return reply.code(201).send(await inviteMember(app, actorOf(request), request.body, origin));
  });

  route(app, team.revokeInvitation, async (request) => {
    await revokeInvitation(app.db, actorOf(request), request.params.id);
    return { status: 'revoked' as const };
  });

  route(app, team.changeRole, async (request) =>
    changeRole(app, actorOf(request), request.params.id, request.body.role),
  );

  route(app, team.removeMember, async (request) => {
    await removeMember(app, actorOf(request), request.params.id);
    return { status: 'removed' as const };
  });

  route(app, team.checkInvitation, async (request) => checkInvitation(app, request.body.token));

  route(app, team.acceptInvitation, async (request, reply) => {
    const member = await acceptInvitation(app, request.body);
    const session = await issueSession(
      app.db,
      {
        id: member.id,
        name: member.name,
        email: member.email,
        phoneNumber: null,
        access: member.access,
        allyId: member.allyId,
        allyCode: member.ally_code,
        countryCode: member.country,
      },
      { tokenTtlHours: app.config.tokenTtlHours, userAgent: request.headers['user-agent'] },
    );
    setSessionCookie(request, reply, session, {
      tokenTtlHours: app.config.tokenTtlHours,
      sameSite: app.config.sessionCookieSameSite,
    });
    return reply.code(201).send(session);
  });
};

export default consoleTeam;
