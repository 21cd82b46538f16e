import type { SessionUser } from '@aula/contracts/auth';
import type { TeamRole } from '@aula/contracts/console';
import { EMAIL_TAKEN, INVALID_INVITATION, LAST_ADMIN, type TeamMember } from '@aula/contracts/console-team';
import { TEAM_ROLES } from '@aula/contracts/constants';
import { consoleTeamEndpoints as team } from '@aula/contracts/endpoints/console-team';
import { DEMO_ALLIES } from '@aula/demo-content/allies';
import type { MockInvitation } from '../fixtures/team-invitations';
import { mockTokenFor } from '../fixtures/users';
import { setMockSessionCookie } from '../session-cookie';
import { mockState } from '../state';
import { recordMockChange } from './console-history';
import { handle } from './declared';
import { apiError, notFound } from './responses';

const isTeamRole = (access: string): access is TeamRole => TEAM_ROLES.some((role) => role === access);

function membersOf(allyCode: string): TeamMember[] {
  return mockState()
    .users.map(({ user }) => user)
    .filter((user) => user.ally_code === allyCode && isTeamRole(user.access))
    .map((user) => ({ id: user.id, name: user.name, email: user.email, role: user.access as TeamRole }));
}

const pendingOf = (allyId: number) =>
  mockState().teamInvitations.filter((invitation) => invitation.ally_id === allyId && !invitation.accepted);
const publicInvitation = ({ ally_id: _ally, token: _token, accepted: _accepted, ...invitation }: MockInvitation) =>
  invitation;
/** The demo ally of a mock id (ids as a fresh database numbers the demo world's allies). */
const allyOfId = (id: number) => DEMO_ALLIES[id - 1];
const lastAdmin = () => apiError(409, { error: LAST_ADMIN, message: 'The ally must keep at least one admin' });
const invalid = () =>
  apiError(400, { error: INVALID_INVITATION, message: 'The invitation link is invalid, used or expired' });
const who = (user: SessionUser) => ({ id: user.id, name: user.name });

export const consoleTeamHandlers = [
  handle(team.team, ({ consoleAlly }) => ({
    members: membersOf(consoleAlly.code),
    invitations: pendingOf(consoleAlly.id).map(publicInvitation),
  })),

  handle(team.invite, ({ body, user, consoleAlly }) => {
    const email = body.email.toLowerCase();
    if (mockState().users.some((entry) => entry.user.email === email)) {
      return apiError(409, {
        error: EMAIL_TAKEN,
        message: 'This address already has an account',
        fields: [{ field: 'email', reason: 'already has an account' }],
      });
    }
    const state = mockState();
    state.teamInvitations = state.teamInvitations.filter(
      (invitation) => invitation.ally_id !== consoleAlly.id || invitation.email !== email || invitation.accepted,
    );
    const id = Math.max(0, ...state.teamInvitations.map((invitation) => invitation.id)) + 1;
    const invitation = {
      id,
      ally_id: consoleAlly.id,
      email,
      role: body.role,
      invited_by: user.name,
      created_at: new Date().toISOString(),
      expires_at: new Date(Date.now() + 7 * 86_400_000).toISOString(),
      token: `mock-invitation-token-${consoleAlly.code}-${id}`.padEnd(24, '0'),
      accepted: false,
    };
    state.teamInvitations.push(invitation);
    recordMockChange({
      allyId: consoleAlly.id,
      user: who(user),
      itemType: 'invitation',
      itemId: id,
      action: 'invited',
    });
    return publicInvitation(invitation);
  }),

  handle(team.revokeInvitation, ({ params, user, consoleAlly }) => {
    const state = mockState();
    const found = pendingOf(consoleAlly.id).find((invitation) => invitation.id === params.id);
    if (!found) return notFound('No such invitation');
    state.teamInvitations = state.teamInvitations.filter((invitation) => invitation !== found);
    recordMockChange({
      allyId: consoleAlly.id,
      user: who(user),
      itemType: 'invitation',
      itemId: found.id,
      action: 'revoked',
    });
    return { status: 'revoked' as const };
  }),

  handle(team.changeRole, ({ params, body, user, consoleAlly }) => {
    const entry = mockState().users.find(
      ({ user: member }) =>
        member.id === params.id && member.ally_code === consoleAlly.code && isTeamRole(member.access),
    );
    if (!entry) return notFound('No such member');
    const admins = membersOf(consoleAlly.code).filter((member) => member.role === 'ally_admin').length;
    if (entry.user.access === 'ally_admin' && body.role !== 'ally_admin' && admins <= 1) return lastAdmin();
    const from = entry.user.access;
    entry.user = { ...entry.user, access: body.role };
    recordMockChange({
      allyId: consoleAlly.id,
      user: who(user),
      itemType: 'team_member',
      itemId: entry.user.id,
      action: 'role_changed',
      summary: { fields: ['role'], from, to: body.role },
    });
    return { id: entry.user.id, name: entry.user.name, email: entry.user.email, role: body.role };
  }),

  handle(team.removeMember, ({ params, user, consoleAlly }) => {
    const state = mockState();
    const member = membersOf(consoleAlly.code).find((candidate) => candidate.id === params.id);
    if (!member) return notFound('No such member');
    const admins = membersOf(consoleAlly.code).filter((candidate) => candidate.role === 'ally_admin').length;
    if (member.role === 'ally_admin' && admins <= 1) return lastAdmin();
    state.users = state.users.filter((entry) => entry.user.id !== member.id);
    recordMockChange({
      allyId: consoleAlly.id,
      user: who(user),
      itemType: 'team_member',
      itemId: member.id,
      action: 'removed',
    });
    return { status: 'removed' as const };
  }),

  handle(team.checkInvitation, ({ body }) => {
    const invitation = mockState().teamInvitations.find(
      (candidate) => candidate.token === body.token && !candidate.accepted,
    );
    const ally = invitation && allyOfId(invitation.ally_id);
    if (!invitation || !ally) return invalid();
    return { ally_code: ally.code, ally_name: ally.name, email: invitation.email, role: invitation.role };
  }),

  handle(team.acceptInvitation, ({ request, body }) => {
    const state = mockState();
    const invitation = state.teamInvitations.find((candidate) => candidate.token === body.token && !candidate.accepted);
    const allyCode = invitation && allyOfId(invitation.ally_id)?.code;
    if (!invitation || !allyCode) return invalid();
    invitation.accepted = true;
    const user: SessionUser = {
      id: Math.max(...state.users.map((entry) => entry.user.id)) + 1,
      name: body.name,
      email: invitation.email,
      phone_number: null,
      access: invitation.role,
      ally_code: allyCode,
      country: 'mx',
    };
    state.users.push({ user, password: body.password, loginPin: '' });
    recordMockChange({
      allyId: invitation.ally_id,
      user: who(user),
      itemType: 'team_member',
      itemId: user.id,
      action: 'joined',
    });
    const token = mockTokenFor(user);
    setMockSessionCookie(request, token);
    return { token, user };
  }),
];
