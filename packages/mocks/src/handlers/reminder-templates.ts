import { EDIT_CONFLICT } from '@aula/contracts/console';
import { reminderEndpoints as reminders } from '@aula/contracts/endpoints/reminders';
import {
  isReminderKind,
  TEMPLATE_KINDS,
  TEMPLATE_UNCHANGED,
  templateRuleBreach,
} from '@aula/contracts/reminder-templates';
import { REMINDER_LANGUAGES } from '@aula/contracts/reminders';
import { HttpResponse } from 'msw';
import { templateOf, templateVersion } from '../fixtures/reminders';
import { handle } from './declared';
import { bodyToSubmit, savedKind, versionsOf } from './reminder-world';
import { apiError, badRequest } from './responses';

// The reminders' WhatsApp templates in the mocks (issue 40): listed per kind and language, and sent
// for approval as the next version, decided at once as the API's local stand-in for Meta decides.

/** 409: the kind was saved since the editor loaded it; `current` is the kind as it is now. */
export const kindConflict = (current: unknown) =>
  HttpResponse.json(
    { error: EDIT_CONFLICT, message: 'Someone saved this item while you were editing it', current },
    { status: 409 },
  );

export const reminderTemplateHandlers = [
  handle(reminders.consoleReminderTemplates, ({ consoleAlly }) => ({
    templates: TEMPLATE_KINDS.flatMap((kind) =>
      REMINDER_LANGUAGES.map((language) =>
        templateOf(
          kind,
          language,
          versionsOf(consoleAlly.code, kind, language),
          bodyToSubmit(consoleAlly.code, kind, language),
        ),
      ),
    ),
  })),
  handle(reminders.submitConsoleReminderTemplate, ({ consoleAlly, params, body }) => {
    const { kind, language } = params;
    if (isReminderKind(kind)) {
      if (body.version === undefined) return badRequest([{ code: 'custom', path: ['version'], message: 'required' }]);
      const settings = savedKind(consoleAlly.code, kind);
      if (settings.version !== body.version) return kindConflict(settings);
    }
    const saved = bodyToSubmit(consoleAlly.code, kind, language);
    const versions = versionsOf(consoleAlly.code, kind, language);
    if (!templateOf(kind, language, versions, saved).submittable) {
      return apiError(400, { error: TEMPLATE_UNCHANGED, message: 'Meta already has this text' });
    }
    const next = templateVersion(consoleAlly.code, kind, language, (versions[0]?.version ?? 0) + 1, saved);
    const reason = templateRuleBreach(next.text) ?? null;
    versions.unshift({ ...next, status: reason ? 'rejected' : 'approved', reason });
    return templateOf(kind, language, versions, saved);
  }),
];
