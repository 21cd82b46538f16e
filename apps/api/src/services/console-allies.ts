import {
  ALLY_CODE_TAKEN,
  type NewAllyRequest,
  type NewAllyResponse,
  type PlatformAlliesResponse,
  type PlatformAlly,
  UNKNOWN_COUNTRY,
} from '@aula/contracts/console-allies';
import { EMAIL_TAKEN } from '@aula/contracts/console-team';
import type { FastifyInstance } from 'fastify';
import { HttpError, notFound } from '../lib/http-error';
import {
  countryIdsOf,
  findPlatformAlly,
  insertAlly,
  listPlatformAllies,
  type PlatformAllyRow,
  setAllySuspended,
} from '../repositories/platform-allies';
import { emailHasAccount } from '../repositories/team';
import { inviteMember } from './console-team';
import type { MessageOrigin } from './message-gate';
import { frontendBase } from './password-reset';

/** Who of the staff acts. */
export interface StaffActor {
  userId: number;
  name: string;
}

export function platformAllyOf(row: PlatformAllyRow): PlatformAlly {
  return {
    code: row.code,
    name: row.name,
    countries: row.countries,
    state: row.suspendedAt ? 'suspended' : 'active',
    suspended_at: row.suspendedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    team_size: row.teamSize,
    whatsapp:
      row.whatsappNumber && row.whatsappPhoneNumberId
        ? {
            number: row.whatsappNumber,
            phone_number_id: row.whatsappPhoneNumberId,
            chat_registration: row.chatRegistration,
          }
        : null,
  };
}

export async function listAllies(app: FastifyInstance): Promise<PlatformAlliesResponse> {
  return { allies: (await listPlatformAllies(app.db)).map(platformAllyOf) };
}

const refused = (status: number, code: string, field: string, reason: string) =>
  new HttpError(status, code, `${field} ${reason}`, { fields: [{ field, reason }] });

/**
 * A new ally: its row and countries, answered at `/{country}/{code}` at once (an ally without a
 * brand row shows its name in Aula's colours until its admin publishes one), and its first admin's
 * invitation mailed as any team invitation is. The ally stays if the mail is refused (429): staff
 * send the invitation again from its console's team.
 */
export async function createAlly(
  app: FastifyInstance,
  actor: StaffActor,
  input: NewAllyRequest,
  origin: MessageOrigin,
): Promise<NewAllyResponse> {
  // Before anything is written: the invitation would refuse it after the ally exists.
  frontendBase(app, input.url_base);
  const found = await countryIdsOf(app.db, input.countries);
  const missing = input.countries.filter((code) => !found.some((country) => country.code === code));
  if (missing.length > 0) throw refused(400, UNKNOWN_COUNTRY, 'countries', `has no country ${missing.join(', ')}`);
  if (await emailHasAccount(app.db, input.admin_email.toLowerCase())) {
    throw refused(409, EMAIL_TAKEN, 'admin_email', 'already has an account');
  }
  // In the order staff gave: the first is where its site opens and its invitation points.
  const countryIds = input.countries.map((code) => found.find((country) => country.code === code)?.id ?? 0);
  const allyId = await app.db.transaction((tx) => insertAlly(tx, { code: input.code, name: input.name, countryIds }));
  if (allyId === undefined) throw refused(409, ALLY_CODE_TAKEN, 'code', 'is taken by another ally');
  const invitation = await inviteMember(
    app,
    { allyId, userId: actor.userId, name: actor.name },
    { email: input.admin_email, role: 'ally_admin', url_base: input.url_base },
    origin,
  );
  const ally = await findPlatformAlly(app.db, input.code);
  if (!ally) throw notFound('No such ally');
  return { ally: platformAllyOf(ally), invitation };
}

/** Suspends (or restores) an ally: its pages and sign-in say so at once; nothing is deleted. */
export async function setSuspended(app: FastifyInstance, code: string, suspended: boolean): Promise<PlatformAlly> {
  if (!(await setAllySuspended(app.db, code, suspended ? app.ports.now() : null))) throw notFound('No such ally');
  const ally = await findPlatformAlly(app.db, code);
  if (!ally) throw notFound('No such ally');
  return platformAllyOf(ally);
}
