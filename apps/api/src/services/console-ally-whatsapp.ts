import { type AllyWhatsappRequest, type PlatformAlly, WHATSAPP_NUMBER_TAKEN } from '@aula/contracts/console-allies';
import type { FastifyInstance } from 'fastify';
import { isUniqueViolation } from '../lib/console-input';
import { HttpError, notFound } from '../lib/http-error';
import { allyIdOf } from '../repositories/allies';
import { whatsappTakenElsewhere, writeAllyWhatsapp } from '../repositories/ally-whatsapp';
import { findPlatformAlly } from '../repositories/platform-allies';
import { platformAllyOf } from './console-allies';

const taken = (field: 'number' | 'phone_number_id') =>
  new HttpError(409, WHATSAPP_NUMBER_TAKEN, `${field} is taken by another ally`, {
    fields: [{ field, reason: 'is taken by another ally' }],
  });

async function allyIdOrNotFound(app: FastifyInstance, code: string): Promise<number> {
  const allyId = await allyIdOf(app.db, code);
  if (allyId === undefined) throw notFound('No such ally');
  return allyId;
}

async function answer(app: FastifyInstance, code: string): Promise<PlatformAlly> {
  const ally = await findPlatformAlly(app.db, code);
  if (!ally) throw notFound('No such ally');
  return platformAllyOf(ally);
}

/**
 * Sets the ally's own WhatsApp number, replacing any it had, and whether a number no account has may
 * register in its chat. Neither the number nor Meta's id may be another ally's: a learner's message
 * must reach one ally only. The id's refusal holds under concurrent saves too (a unique column); the
 * number's is this check alone, which is enough for staff typing numbers Meta gave them one at a time.
 */
export async function setAllyWhatsapp(
  app: FastifyInstance,
  code: string,
  input: AllyWhatsappRequest,
): Promise<PlatformAlly> {
  const allyId = await allyIdOrNotFound(app, code);
  const whatsapp = {
    number: input.number,
    phoneNumberId: input.phone_number_id,
    chatRegistration: input.chat_registration,
  };
  const elsewhere = await whatsappTakenElsewhere(app.db, allyId, whatsapp);
  if (elsewhere.phoneNumberId) throw taken('phone_number_id');
  if (elsewhere.number) throw taken('number');
  try {
    await writeAllyWhatsapp(app.db, allyId, whatsapp);
  } catch (error) {
    if (isUniqueViolation(error)) throw taken('phone_number_id');
    throw error;
  }
  return answer(app, code);
}

/** Clears the ally's own WhatsApp number: the platform's number serves its learners again. */
export async function clearAllyWhatsapp(app: FastifyInstance, code: string): Promise<PlatformAlly> {
  await writeAllyWhatsapp(app.db, await allyIdOrNotFound(app, code), null);
  return answer(app, code);
}
