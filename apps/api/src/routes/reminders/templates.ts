import { reminderEndpoints as reminders } from '@aula/contracts/endpoints/reminders';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/declared-route';
import { consoleAllyOf, requireUser } from '../../lib/guards';
import { allyKindSettings } from '../../services/reminders/ally-settings';
import { recheckPendingTemplates } from '../../services/reminders/template-reviews';
import { submitReminderTemplate } from '../../services/reminders/template-submission';
import { templateAnswers } from '../../services/reminders/templates';
import { memberSite } from './member-site';

/** The console's WhatsApp templates of the reminders (issue 40): their review by Meta and "Enviar a aprobación". */
const templatesRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, reminders.consoleReminderTemplates, async (request) => {
    const ally = consoleAllyOf(request);
    // Opening the screen asks Meta again about the ally's templates in review.
    await recheckPendingTemplates(app, app.ports.now(), ally.id);
    return { templates: await templateAnswers(app.db, ally.id, await allyKindSettings(app.db, ally.id)) };
  });

  route(app, reminders.submitConsoleReminderTemplate, async (request) =>
    submitReminderTemplate(
      app,
      { ally: await memberSite(app, request), userId: requireUser(request).id },
      request.params,
      request.body.version,
    ),
  );
};

export default templatesRoutes;
