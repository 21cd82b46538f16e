import type { SessionUser } from '@aula/contracts/auth';
import type { TeamRole } from '@aula/contracts/console';
import {
  type AcceptInvitationRequest,
  EMAIL_TAKEN,
  INVALID_INVITATION,
  INVITATION_DAYS,
  type InvitationCheckResponse,
  type InviteRequest,
  LAST_ADMIN,
  type TeamInvitation,
  type TeamMember,
  type TeamResponse,
} from '@aula/contracts/console-team';
import { allyPath } from '@aula/contracts/site-paths';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import { HttpError, notFound } from '../lib/http-error';
import { assertUsablePassword } from '../lib/password-policy';
import { hashSecret, newToken, sha256Hex } from '../lib/secrets';
import {
  allyHome,
  consumeInvitation,
  deleteMemberAccount,
  deletePendingInvitation,
  emailHasAccount,
  findMember,
  findOpenInvitation,
  insertMember,
  listMembers,
  listPendingInvitations,
  lockAndCountAdmins,
  replaceInvitation,
  setMemberRole,
} from '../repositories/team';
import { recordChange } from './content-history';
import { admitMessage, type MessageOrigin } from './message-gate';
import { frontendBase } from './password-reset';
import { teamInvitationMail } from './team-messages';

/** Who acts in the console and for which ally (the guard resolved it). */
export interface TeamActor {
  allyId: number;
  userId: number;
  name: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const invalidInvitation = () =>
  new HttpError(400, INVALID_INVITATION, 'The invitation link is invalid, used or expired');
const lastAdmin = () => new HttpError(409, LAST_ADMIN, 'The ally must keep at least one admin');

const memberOf = (row: { id: number; name: string; email: string | null; role: string }): TeamMember => ({
  ...row,
  role: row.role as TeamRole,
});

function invitationOf(row: Awaited<ReturnType<typeof listPendingInvitations>>[number]): TeamInvitation {
  return {
    id: row.id,
    email: row.email,
    role: row.role as TeamRole,
    invited_by: row.invitedBy,
    created_at: row.createdAt.toISOString(),
    expires_at: row.expiresAt.toISOString(),
  };
}

export async function teamOf(app: FastifyInstance, allyId: number): Promise<TeamResponse> {
  const [members, invitations] = await Promise.all([
    listMembers(app.db, allyId),
    listPendingInvitations(app.db, allyId, app.ports.now()),
  ]);
  return { members: members.map(memberOf), invitations: invitations.map(invitationOf) };
}

/**
 * Stores an invitation (only its token's hash) and mails the one-time link through the mail port
 * (the development outbox locally), after the answer like every message. The outbound-message caps
 * apply as to any message (429).
 */
export async function inviteMember(
  app: FastifyInstance,
  actor: TeamActor,
  input: InviteRequest,
  origin: MessageOrigin,
): Promise<TeamInvitation> {
  const base = frontendBase(app, input.url_base);
  const email = input.email.toLowerCase();
  if (await emailHasAccount(app.db, email)) {
    throw new HttpError(409, EMAIL_TAKEN, 'This address already has an account', {
      fields: [{ field: 'email', reason: 'already has an account' }],
    });
  }
  const home = await allyHome(app.db, actor.allyId);
  if (!home) throw notFound('No such ally');
  await admitMessage(app, origin, { channel: 'email', to: email });
  const token = newToken();
  const now = app.ports.now();
  const stored = await app.db.transaction(async (tx) => {
    const row = await replaceInvitation(tx, {
      allyId: actor.allyId,
      email,
      role: input.role,
      tokenHash: sha256Hex(token),
      invitedBy: actor.userId,
      expiresAt: new Date(now.getTime() + INVITATION_DAYS * DAY_MS),
    });
    await recordChange(tx, {
      allyId: actor.allyId,
      userId: actor.userId,
      itemType: 'invitation',
      itemId: row.id,
      action: 'invited',
      summary: { email, role: input.role },
    });
    return row;
  });
  const site = { country: home.country, allyCode: home.allyCode };
  const url = `${base}${allyPath(site, 'consoleInvitation', {}, { token })}`;
  app.ports.deliveries.start('a team invitation', () =>
    app.ports.mailer.send(
      teamInvitationMail(
        email,
        { url, days: INVITATION_DAYS },
        {
          allyName: home.allyName,
          role: input.role,
          invitedBy: actor.name,
        },
      ),
    ),
  );
  return invitationOf(stored);
}

export async function revokeInvitation(db: Database, actor: TeamActor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await deletePendingInvitation(tx, actor.allyId, id))) throw notFound('No such invitation');
    await recordChange(tx, {
      allyId: actor.allyId,
      userId: actor.userId,
      itemType: 'invitation',
      itemId: id,
      action: 'revoked',
    });
  });
}

/** A new role for a member of the ally's team; the ally keeps at least one admin (409 `last_admin`). */
export async function changeRole(
  app: FastifyInstance,
  actor: TeamActor,
  memberId: number,
  role: TeamRole,
): Promise<TeamMember> {
  const member = await app.db.transaction(async (tx) => {
    const admins = await lockAndCountAdmins(tx, actor.allyId);
    const found = await findMember(tx, actor.allyId, memberId);
    if (!found) throw notFound('No such member');
    if (found.role === role) return found;
    if (found.role === 'ally_admin' && admins <= 1) throw lastAdmin();
    await setMemberRole(tx, memberId, role);
    await recordChange(tx, {
      allyId: actor.allyId,
      userId: actor.userId,
      itemType: 'team_member',
      itemId: memberId,
      action: 'role_changed',
      summary: { fields: ['role'], from: found.role, to: role },
    });
    return { ...found, role };
  });
  // Their cached sessions carry the old role: every process drops them.
  await app.sessions.changed(memberId);
  return memberOf(member);
}

/** Removes a member (their account and sessions); the last admin cannot be removed (409 `last_admin`). */
export async function removeMember(app: FastifyInstance, actor: TeamActor, memberId: number): Promise<void> {
  await app.db.transaction(async (tx) => {
    const admins = await lockAndCountAdmins(tx, actor.allyId);
    const found = await findMember(tx, actor.allyId, memberId);
    if (!found) throw notFound('No such member');
    if (found.role === 'ally_admin' && admins <= 1) throw lastAdmin();
    await recordChange(tx, {
      allyId: actor.allyId,
      userId: actor.userId,
      itemType: 'team_member',
      itemId: memberId,
      action: 'removed',
      summary: { name: found.name, email: found.email, role: found.role },
    });
    await deleteMemberAccount(tx, memberId);
  });
  await app.sessions.changed(memberId);
}

export async function checkInvitation(app: FastifyInstance, token: string): Promise<InvitationCheckResponse> {
  const invitation = await findOpenInvitation(app.db, sha256Hex(token), app.ports.now());
  if (!invitation) throw invalidInvitation();
  return {
    ally_code: invitation.allyCode,
    ally_name: invitation.allyName,
    email: invitation.email,
    role: invitation.role as TeamRole,
  };
}

/**
 * Accepting: the link must still be open; the invitation is consumed by a conditional write in the
 * same transaction that creates the account, so of two uses exactly one gets in. Returns the new
 * member, for the caller to start their session.
 */
export async function acceptInvitation(
  app: FastifyInstance,
  input: AcceptInvitationRequest,
): Promise<SessionUser & { allyId: number }> {
  const now = app.ports.now();
  const invitation = await findOpenInvitation(app.db, sha256Hex(input.token), now);
  if (!invitation) throw invalidInvitation();
  assertUsablePassword(input.password, { name: input.name, email: invitation.email });
  const passwordHash = await hashSecret(input.password);
  const home = await allyHome(app.db, invitation.allyId);
  if (!home) throw invalidInvitation();
  const role = invitation.role as TeamRole;
  const userId = await app.db.transaction(async (tx) => {
    if (!(await consumeInvitation(tx, invitation.id, now))) throw invalidInvitation();
    const id = await insertMember(tx, {
      name: input.name,
      email: invitation.email,
      passwordHash,
      role,
      allyId: invitation.allyId,
      countryId: home.countryId,
    });
    if (id === 0) throw new HttpError(409, EMAIL_TAKEN, 'This address already has an account');
    await recordChange(tx, {
      allyId: invitation.allyId,
      userId: id,
      itemType: 'team_member',
      itemId: id,
      action: 'joined',
      summary: { role },
    });
    return id;
  });
  return {
    id: userId,
    name: input.name,
    email: invitation.email,
    phone_number: null,
    access: role,
    ally_code: invitation.allyCode,
    country: home.country,
    allyId: invitation.allyId,
  };
}
