import { ALLY_CODE_TAKEN, type PlatformAlly } from '@aula/contracts/console-allies';
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
];
