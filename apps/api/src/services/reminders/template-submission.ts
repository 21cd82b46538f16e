import { codeTemplateParameters } from '@aula/contracts/code-message';
import {
  isReminderKind,
  type ReminderTemplate,
  TEMPLATE_UNCHANGED,
  type TemplateKind,
  templateTextOf,
  WHATSAPP_UNAVAILABLE,
  whatsappTemplateName,
} from '@aula/contracts/reminder-templates';
import type { ReminderLanguage } from '@aula/contracts/reminders';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { reminderTemplates } from '../../db/schema/reminder-templates';
import { editConflict, fieldRefused } from '../../lib/console-input';
import { HttpError } from '../../lib/http-error';
import { codeSampleValues } from '../code-sends/sample';
import { allyKindSettings, kindSettingsAnswer } from './ally-settings';
import { sampleValues } from './console';
import { bodyToSubmit, templateAnswer, templateRows } from './templates';

// "Enviar a aprobación" (issue 40): a kind's saved text in one language goes to Meta as the
// template's next version, under a name of its own; the approved version before it keeps being
// sent until Meta approves this one. The webinar code's message goes the same way, in Aula's words.

export interface Submitter {
  ally: { id: number; code: string; country: string };
  userId: number;
}

/** The example values Meta asks for with a template, in its variables' order. */
async function examplesOf(
  app: FastifyInstance,
  ally: Submitter['ally'],
  kind: TemplateKind,
  language: ReminderLanguage,
) {
  const origin = app.config.frontendOrigins[0] ?? '';
  if (!isReminderKind(kind)) return codeTemplateParameters(await codeSampleValues(app.db, ally, language, origin));
  const sample = await sampleValues(app.db, ally, kind, language, origin, 'AbC123xYz');
  return [sample.name, sample.lesson, sample.returnUrl, sample.optOutUrl];
}

/** A lost race for the version: a reminder's editor is shown the kind as saved now (409). */
async function lostRace(app: FastifyInstance, ally: Submitter['ally'], kind: TemplateKind) {
  if (isReminderKind(kind)) return editConflict(await kindSettingsAnswer(app.db, ally, kind));
  return new HttpError(400, TEMPLATE_UNCHANGED, 'Meta already has this text: it was sent a moment ago');
}

/**
 * Submits the kind's saved text as of `loadedVersion` (the kind's version the editor saw), or the
 * code message's words (which take no version: nothing is saved to race on).
 */
export async function submitReminderTemplate(
  app: FastifyInstance,
  { ally, userId }: Submitter,
  target: { kind: TemplateKind; language: ReminderLanguage },
  loadedVersion: number | undefined,
): Promise<ReminderTemplate> {
  const { kind, language } = target;
  const now = app.ports.now();
  const kinds = await allyKindSettings(app.db, ally.id);
  if (isReminderKind(kind)) {
    if (loadedVersion === undefined) throw fieldRefused('version', 'required: the version of the kind as loaded');
    const settings = kinds.find((one) => one.kind === kind);
    if (settings?.version !== loadedVersion) throw editConflict(await kindSettingsAnswer(app.db, ally, kind));
  }
  const body = await bodyToSubmit(app.db, ally.id, kinds, kind, language);
  const rows = await templateRows(app.db, ally.id, target);
  if (!templateAnswer(kind, language, rows, body).submittable) {
    throw new HttpError(400, TEMPLATE_UNCHANGED, 'Meta already has this text: change it before sending it again');
  }
  const version = (rows[0]?.version ?? 0) + 1;
  const name = whatsappTemplateName(ally.code, kind, language, version);
  const text = templateTextOf(kind, language, body);
  // The version is taken before Meta is asked: of two submissions at once one gets it, the other
  // is told someone else acted (the unique version per ally, kind and language).
  const [reserved] = await app.db
    .insert(reminderTemplates)
    .values({
      allyId: ally.id,
      kind,
      language,
      version,
      name,
      body,
      text,
      status: 'pending',
      submittedBy: userId,
      submittedAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: reminderTemplates.id });
  if (!reserved) throw await lostRace(app, ally, kind);

  try {
    const examples = await examplesOf(app, ally, kind, language);
    const review = await app.ports.whatsapp.submitTemplate({ name, language, text, examples });
    await app.db
      .update(reminderTemplates)
      .set({ status: review.status, reason: review.reason, metaId: review.providerId, checkedAt: now })
      .where(eq(reminderTemplates.id, reserved.id));
  } catch (error) {
    // Not taken: the version is given back. Had Meta received it after all, the next submission
    // under this name is refused by Meta ("already exists"), recorded, and the one after moves on.
    await app.db.delete(reminderTemplates).where(eq(reminderTemplates.id, reserved.id));
    app.log.warn({ err: error, template: name }, 'WhatsApp did not take a template for approval');
    throw new HttpError(502, WHATSAPP_UNAVAILABLE, 'WhatsApp did not take the template: try again later');
  }
  return templateAnswer(kind, language, await templateRows(app.db, ally.id, target), body);
}
