import type { RegistrationReminderOptIn } from '@aula/contracts/reminders';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../lib/http-error';
import { assertUsablePassword } from '../lib/password-policy';
import { normalizePhone } from '../lib/phone';
import { codeResendRule, RULES } from '../lib/rate-limit';
import { hashSecret } from '../lib/secrets';
import {
  businessTypeExists,
  findAccount,
  findAllyInCountry,
  findCityPlace,
  savePendingAccount,
} from '../repositories/accounts';
import { alreadyRegisteredMail, alreadyRegisteredText } from './account-messages';
import { admitMessage, assertServedPhone, MessageCapError, type MessageOrigin } from './message-gate';
import { recordRegistrationOptIn } from './reminders/preferences';
import { CODE_TTL_SECONDS, sendCode } from './verification';

export interface Registration {
  country: string;
  allyCode: string;
  name: string;
  email: string | undefined;
  phoneNumber: string;
  password?: string;
  pin?: string;
  facebookId?: string;
  /** The full registration's business questions (both optional there). */
  business?: { name?: string; typeId?: number; cityId?: number };
  /** Who asked: every message sent is counted against the address and the ally (message-gate.ts). */
  origin: MessageOrigin;
  /** The reminders opt-in ticked on the form (issue 30); absent: not opted in. */
  reminders?: RegistrationReminderOptIn;
}

export const registrationAccepted = {
  status: 'verification_sent',
  channel: 'whatsapp',
  expires_in_seconds: CODE_TTL_SECONDS,
} as const;

const refused = (field: string, reason: string) =>
  new HttpError(400, 'bad_request', 'Invalid input', { fields: [{ field, reason }] });
const allyNotOffered = () => refused('ally_code', 'is not offered in this country');

/**
 * The business part of a registration as the profile row keeps it. An unknown type is refused, and
 * so is a city that is not in the catalogue or not in the country the learner registers in.
 */
async function businessOf(app: FastifyInstance, country: string, business: Registration['business']) {
  const { name, typeId, cityId } = business ?? {};
  if (name === undefined && typeId === undefined && cityId === undefined) return undefined;
  if (typeId !== undefined && !(await businessTypeExists(app.db, typeId))) {
    throw refused('business_type_id', 'is not a known business type');
  }
  const place = cityId === undefined ? undefined : await findCityPlace(app.db, cityId);
  if (cityId !== undefined && place?.countryCode !== country) {
    throw refused('city_id', 'is not a city of this country');
  }
  return {
    businessName: name ?? '',
    businessTypeId: typeId ?? null,
    city: place?.city ?? null,
    state: place?.state ?? null,
    countryCode: place?.countryCode ?? null,
  };
}

/**
 * Creates (or replaces) a pending account and sends its WhatsApp code. When the phone, email or
 * Facebook id already belongs to an active account nothing is created, the owner may be told so,
 * and the caller answers the same 202: registration never reveals who is registered.
 */
export async function register(app: FastifyInstance, input: Registration): Promise<void> {
  const place = await findAllyInCountry(app.db, input.allyCode, input.country);
  if (!place) throw allyNotOffered();
  const business = await businessOf(app, input.country, input.business);
  const phoneNumber = normalizePhone(input.phoneNumber);
  await assertServedPhone(app, input.allyCode, phoneNumber);
  const email = input.email?.toLowerCase() ?? null;
  if (input.password) assertUsablePassword(input.password, { name: input.name, email, phoneNumber });
  // Hashed before any lookup so both outcomes cost the same time.
  const passwordHash = input.password ? await hashSecret(input.password) : null;
  const pinHash = input.pin ? await hashSecret(input.pin) : null;

  const byPhone = await findAccount(app.db, { phoneNumber });
  if (byPhone?.status === 'active') return tellPhoneOwner(app, phoneNumber, byPhone.allyName, input.origin);
  const byEmail = email ? await findAccount(app.db, { email }) : undefined;
  if (email && byEmail?.status === 'active') return tellEmailOwner(app, email, byEmail.allyName, input.origin);
  const byFacebook = input.facebookId ? await findAccount(app.db, { facebookId: input.facebookId }) : undefined;
  if (byFacebook?.status === 'active') return;

  await savePendingAccount(app.db, {
    name: input.name,
    email,
    phoneNumber,
    passwordHash,
    pinHash,
    facebookId: input.facebookId ?? null,
    allyId: place.allyId,
    countryId: place.countryId,
    business,
  });
  // Kept with the pending account (and dropped with it if it is never activated).
  if (input.reminders) await recordRegistrationOptIn(app.db, phoneNumber, input.reminders, app.ports.now());
  try {
    await sendCode(app, phoneNumber, input.origin);
  } catch (error) {
    // Within a minute of the last code: the earlier code stays valid; the answer stays 202. A cap
    // of the address or the ally is said (429): it tells nothing about the number.
    if (!(error instanceof HttpError && error.statusCode === 429) || error instanceof MessageCapError) throw error;
  }
}

// The notice speaks for the ally the owner's account belongs to, the one they know.
async function tellPhoneOwner(app: FastifyInstance, to: string, ally: string, origin: MessageOrigin) {
  const { limiter, deliveries, whatsapp } = app.ports;
  if (!(await limiter.hit(codeResendRule(app.config.codeResendSeconds), to)).allowed) return;
  await admitMessage(app, origin, { channel: 'whatsapp', to });
  deliveries.start('an already-registered notice', () => whatsapp.sendText({ to, body: alreadyRegisteredText(ally) }));
}

async function tellEmailOwner(app: FastifyInstance, to: string, ally: string, origin: MessageOrigin) {
  const { limiter, deliveries, mailer } = app.ports;
  if (!(await limiter.hit(RULES.resetSends, `notice:${to}`)).allowed) return;
  await admitMessage(app, origin, { channel: 'email', to });
  deliveries.start('an already-registered notice', () => mailer.send(alreadyRegisteredMail(to, ally)));
}
