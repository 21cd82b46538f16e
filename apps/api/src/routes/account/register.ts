import { accountEndpoints } from '@aula/contracts/endpoints/account';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/declared-route';
import { HttpError } from '../../lib/http-error';
import { FacebookUnavailableError } from '../../ports/facebook';
import { messageOrigin } from '../../services/message-gate';
import { registrationAccepted as accepted, register } from '../../services/registration';

/** The three registrations: each answers 202 and sends a WhatsApp code (see services/registration). */
const registerRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, accountEndpoints.register, async (request, reply) => {
    const { body } = request;
    await register(app, {
      country: request.params.country,
      allyCode: body.ally_code,
      origin: messageOrigin(request, reply, body.ally_code),
      name: `${body.first_name} ${body.last_name}`,
      email: body.email,
      phoneNumber: body.phone_number,
      password: body.password,
      business: { name: body.business_name, typeId: body.business_type_id, cityId: body.city_id },
      reminders: body.reminders,
    });
    return reply.code(202).send(accepted);
  });

  route(app, accountEndpoints.simpleRegister, async (request, reply) => {
    const { body } = request;
    await register(app, {
      country: request.params.country,
      allyCode: body.ally_code,
      origin: messageOrigin(request, reply, body.ally_code),
      name: body.first_name,
      email: undefined,
      phoneNumber: body.phone_number,
      pin: body.login_pin,
      reminders: body.reminders,
    });
    return reply.code(202).send(accepted);
  });

  route(app, accountEndpoints.fbRegister, async (request, reply) => {
    const { body } = request;
    let profile: Awaited<ReturnType<typeof app.ports.facebook.verify>>;
    try {
      profile = await app.ports.facebook.verify(body.access_token);
    } catch (error) {
      if (!(error instanceof FacebookUnavailableError)) throw error;
      request.log.warn({ err: error }, 'Facebook token check failed');
      throw new HttpError(502, 'facebook_unavailable', 'Facebook could not be reached: try again later');
    }
    if (!profile) throw new HttpError(400, 'invalid_facebook_token', 'The Facebook sign-in is not valid');
    await register(app, {
      country: request.params.country,
      allyCode: body.ally_code,
      origin: messageOrigin(request, reply, body.ally_code),
      name: profile.name,
      email: profile.email ?? undefined,
      phoneNumber: body.phone_number,
      facebookId: profile.id,
      reminders: body.reminders,
    });
    return reply.code(202).send(accepted);
  });
};

export default registerRoutes;
