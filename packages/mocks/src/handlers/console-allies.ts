import {
  ALLY_CODE_TAKEN,
  type AllyWhatsapp,
  type PlatformAlly,
  WHATSAPP_NUMBER_TAKEN,
} from '@aula/contracts/console-allies';
import { consoleAllyEndpoints as allies } from '@aula/contracts/endpoints/console-allies';
import { mockState } from '../state';
import { handle } from './declared';
import { apiError, notFound } from './responses';

const taken = () =>
  apiError(409, {
    error: ALLY_CODE_TAKEN,
    message: 'code is taken by another ally',
    fields: [{ field: 'code', reason: 'is taken by another ally' }],
  });

function setState(code: string, suspended: boolean) {
  const ally = mockState().allies.find((entry) => entry.code === code);
  if (!ally) return notFound('No such ally');
  ally.state = suspended ? 'suspended' : 'active';
  ally.suspended_at = suspended ? new Date().toISOString() : null;
  return ally;
}

/** Which field of a WhatsApp number another ally already has, as the API checks it: the id first. */
function takenField(code: string, whatsapp: AllyWhatsapp): keyof AllyWhatsapp | undefined {
  const others = mockState().allies.flatMap((ally) => (ally.code !== code && ally.whatsapp ? [ally.whatsapp] : []));
  if (others.some((other) => other.phone_number_id === whatsapp.phone_number_id)) return 'phone_number_id';
  if (others.some((other) => other.number === whatsapp.number)) return 'number';
  return undefined;
}

/** Sets (or clears, with null) an ally's own WhatsApp number. */
function setWhatsapp(code: string, whatsapp: AllyWhatsapp | null) {
  const ally = mockState().allies.find((entry) => entry.code === code);
  if (!ally) return notFound('No such ally');
  const field = whatsapp ? takenField(code, whatsapp) : undefined;
  if (field) {
    return apiError(409, {
      error: WHATSAPP_NUMBER_TAKEN,
      message: `${field} is taken by another ally`,
      fields: [{ field, reason: 'is taken by another ally' }],
    });
  }
  ally.whatsapp = whatsapp;
  return ally;
}

/** The platform's allies (staff), as the API answers them: newest first, the admin invited. */
export const consoleAllyHandlers = [
  handle(allies.allies, () => ({ allies: [...mockState().allies].reverse() })),

  handle(allies.createAlly, ({ body, user }) => {
    const state = mockState();
    if (state.allies.some((ally) => ally.code === body.code)) return taken();
    const now = new Date().toISOString();
    const ally: PlatformAlly = {
      code: body.code,
      name: body.name,
      countries: body.countries,
      state: 'active',
      suspended_at: null,
      created_at: now,
      team_size: 0,
      whatsapp: null,
    };
    state.allies.push(ally);
    const expires = new Date(Date.now() + 7 * 86_400_000).toISOString();
    const invitation = {
      id: 1000 + state.allies.length,
      email: body.admin_email.toLowerCase(),
      role: 'ally_admin' as const,
      invited_by: user.name,
      created_at: now,
      expires_at: expires,
    };
    return { ally, invitation };
  }),

  handle(allies.suspendAlly, ({ params }) => setState(params.code, true)),
  handle(allies.restoreAlly, ({ params }) => setState(params.code, false)),
  handle(allies.setAllyWhatsapp, ({ params, body }) => setWhatsapp(params.code, body)),
  handle(allies.clearAllyWhatsapp, ({ params }) => setWhatsapp(params.code, null)),
];
