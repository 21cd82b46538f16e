import { reminderEndpoints as reminders } from '@aula/contracts/endpoints/reminders';
import { REMINDER_KINDS } from '@aula/contracts/reminders';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { allies } from '../../db/schema/allies';
import { users } from '../../db/schema/users';
import { route } from '../../lib/declared-route';
import { consoleAllyOf, requireUser } from '../../lib/guards';
import { HttpError } from '../../lib/http-error';
import { allyKindSettings, kindAnswer, saveKindSettings } from '../../services/reminders/ally-settings';
import { previewReminder, reminderStats } from '../../services/reminders/console';
import { optOutUserOf } from '../../services/reminders/opt-out-token';
import { optOut, preferencesOf, savePreferences } from '../../services/reminders/preferences';
import { memberSite } from './member-site';
import templates from './templates';
import webhook from './webhook';

const badToken = (field: string) =>
  new HttpError(400, 'bad_request', 'Invalid input', { fields: [{ field, reason: 'is not a valid opt-out link' }] });

/** Reminders (issue 30): the learner's consent, the console's kinds, texts and counts, the opt-out link; templates (issue 40) in ./templates. */
const remindersRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, reminders.reminderPreferences, async (request) => preferencesOf(app.db, requireUser(request).id));
  route(app, reminders.saveReminderPreferences, async (request) =>
    savePreferences(app.db, requireUser(request).id, request.body, 'settings', app.ports.now()),
  );

  route(app, reminders.consoleReminders, async (request) => {
    const ally = consoleAllyOf(request);
    const kinds = await allyKindSettings(app.db, ally.id);
    return {
      kinds: REMINDER_KINDS.flatMap((kind) => kinds.filter((settings) => settings.kind === kind)).map((settings) =>
        kindAnswer(ally.code, settings),
      ),
    };
  });
  route(app, reminders.saveConsoleReminderKind, async (request) =>
    saveKindSettings(
      app.db,
      consoleAllyOf(request),
      request.params.kind,
      request.body,
      requireUser(request).id,
      app.ports.now(),
    ),
  );
  route(app, reminders.previewConsoleReminder, async (request) =>
    previewReminder(app.db, await memberSite(app, request), request.body, app.config.frontendOrigins[0] ?? ''),
  );
  route(app, reminders.consoleReminderStats, async (request) =>
    reminderStats(app.db, consoleAllyOf(request).id, request.query.weeks, app.ports.now()),
  );

  /** The learner a token names, their ally's name and channel; a token of no one is a 400. */
  const optOutTarget = async (token: string, field: string) => {
    const userId = optOutUserOf(app.ports.secretKey, token);
    if (userId === undefined) throw badToken(field);
    const [learner] = await app.db
      .select({ allyName: allies.name })
      .from(users)
      .innerJoin(allies, eq(allies.id, users.allyId))
      .where(eq(users.id, userId));
    if (!learner) throw badToken(field);
    return { userId, allyName: learner.allyName, preferences: await preferencesOf(app.db, userId) };
  };
  route(app, reminders.reminderOptOutCheck, async (request) => {
    const target = await optOutTarget(request.query.t, 't');
    return { optedOut: !target.preferences.optedIn, channel: target.preferences.channel, allyName: target.allyName };
  });
  route(app, reminders.reminderOptOut, async (request) => {
    const target = await optOutTarget(request.body.token, 'token');
    await optOut(app.db, target.userId, 'link', app.ports.now());
    return { optedOut: true, channel: target.preferences.channel, allyName: target.allyName };
  });

  await app.register(templates);
  await app.register(webhook);
};

export default remindersRoutes;
