import type { UserAccess } from '@aula/contracts/auth';
import type { TeamRole } from '@aula/contracts/console';
import { TEAM_ROLES } from '@aula/contracts/constants';
import { and, asc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import { allies, allyCountries, countries, mediaObjects, teamInvitations, users } from '../db/schema';

const memberColumns = { id: users.id, name: users.name, email: users.email, role: users.access };
const isTeamMember = (allyId: number) => and(eq(users.allyId, allyId), inArray(users.access, [...TEAM_ROLES]));

/** The ally's team (its admins and editors), by name. */
export function listMembers(db: Database, allyId: number) {
  return db.select(memberColumns).from(users).where(isTeamMember(allyId)).orderBy(asc(users.name), asc(users.id));
}

/** One member of the ally's team; undefined for anyone else (another ally's, a learner). */
export async function findMember(db: Database, allyId: number, userId: number) {
  const [row] = await db
    .select(memberColumns)
    .from(users)
    .where(and(eq(users.id, userId), isTeamMember(allyId)));
  return row;
}

/**
 * Locks the ally's row for the rest of the transaction and counts its admins, so two admins
 * demoting or removing each other at once cannot both pass the "one admin stays" check.
 */
export async function lockAndCountAdmins(db: Database, allyId: number): Promise<number> {
  await db.execute(sql`select id from ${allies} where id = ${allyId} for update`);
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(and(eq(users.allyId, allyId), eq(users.access, 'ally_admin')));
  return row?.n ?? 0;
}

export async function setMemberRole(db: Database, userId: number, role: TeamRole): Promise<void> {
  await db.update(users).set({ access: role }).where(eq(users.id, userId));
}

/**
 * Deletes the account (its sessions go with it). What it made stays: its history rows and lesson
 * views keep no user, and media it uploaded no uploader.
 */
export async function deleteMemberAccount(db: Database, userId: number): Promise<void> {
  await db.update(mediaObjects).set({ createdBy: null }).where(eq(mediaObjects.createdBy, userId));
  await db.delete(users).where(eq(users.id, userId));
}

export async function emailHasAccount(db: Database, email: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  return row !== undefined;
}

const inviter = alias(users, 'inviter');
const invitationColumns = {
  id: teamInvitations.id,
  email: teamInvitations.email,
  role: teamInvitations.role,
  invitedBy: inviter.name,
  createdAt: teamInvitations.createdAt,
  expiresAt: teamInvitations.expiresAt,
};

/** The ally's invitations neither accepted nor expired, newest first. */
export function listPendingInvitations(db: Database, allyId: number, now: Date) {
  return db
    .select(invitationColumns)
    .from(teamInvitations)
    .leftJoin(inviter, eq(inviter.id, teamInvitations.invitedBy))
    .where(
      and(eq(teamInvitations.allyId, allyId), isNull(teamInvitations.acceptedAt), gt(teamInvitations.expiresAt, now)),
    )
    .orderBy(sql`${teamInvitations.createdAt} desc`, sql`${teamInvitations.id} desc`);
}

/** A new invitation; any earlier one to the same address for this ally, not yet accepted, is withdrawn. */
export async function replaceInvitation(
  db: Database,
  invitation: { allyId: number; email: string; role: TeamRole; tokenHash: string; invitedBy: number; expiresAt: Date },
) {
  await db
    .delete(teamInvitations)
    .where(
      and(
        eq(teamInvitations.allyId, invitation.allyId),
        eq(teamInvitations.email, invitation.email),
        isNull(teamInvitations.acceptedAt),
      ),
    );
  const [row] = await db.insert(teamInvitations).values(invitation).returning({ id: teamInvitations.id });
  if (!row) throw new Error('the invitation was not stored');
  const [stored] = await db
    .select(invitationColumns)
    .from(teamInvitations)
    .leftJoin(inviter, eq(inviter.id, teamInvitations.invitedBy))
    .where(eq(teamInvitations.id, row.id));
  if (!stored) throw new Error('the invitation was not stored');
  return stored;
}

/** Withdraws an ally's pending invitation; false when it is not one (another ally's, accepted, unknown). */
export async function deletePendingInvitation(db: Database, allyId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(teamInvitations)
    .where(and(eq(teamInvitations.id, id), eq(teamInvitations.allyId, allyId), isNull(teamInvitations.acceptedAt)))
    .returning({ id: teamInvitations.id });
  return rows.length > 0;
}

/** The invitation a link's token opens, with its ally, while it is neither used nor expired. */
export async function findOpenInvitation(db: Database, tokenHash: string, now: Date) {
  const [row] = await db
    .select({
      id: teamInvitations.id,
      email: teamInvitations.email,
      role: teamInvitations.role,
      allyId: allies.id,
      allyCode: allies.code,
      allyName: allies.name,
    })
    .from(teamInvitations)
    .innerJoin(allies, eq(allies.id, teamInvitations.allyId))
    .where(
      and(
        eq(teamInvitations.tokenHash, tokenHash),
        isNull(teamInvitations.acceptedAt),
        gt(teamInvitations.expiresAt, now),
      ),
    );
  return row;
}

/** Marks the invitation used; false when another request used it first or it expired meanwhile. */
export async function consumeInvitation(db: Database, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(teamInvitations)
    .set({ acceptedAt: now })
    .where(and(eq(teamInvitations.id, id), isNull(teamInvitations.acceptedAt), gt(teamInvitations.expiresAt, now)))
    .returning({ id: teamInvitations.id });
  return rows.length > 0;
}

/** The ally's first country (where its site opens): the invitation link's and the new member's. */
export async function allyHome(db: Database, allyId: number) {
  const [row] = await db
    .select({ countryId: countries.id, country: countries.code, allyCode: allies.code, allyName: allies.name })
    .from(allies)
    .innerJoin(allyCountries, eq(allyCountries.allyId, allies.id))
    .innerJoin(countries, eq(countries.id, allyCountries.countryId))
    .where(eq(allies.id, allyId))
    .orderBy(asc(countries.id))
    .limit(1);
  return row;
}

export async function insertMember(
  db: Database,
  member: { name: string; email: string; passwordHash: string; role: UserAccess; allyId: number; countryId: number },
): Promise<number> {
  const [row] = await db
    .insert(users)
    .values({
      name: member.name,
      email: member.email,
      passwordHash: member.passwordHash,
      access: member.role,
      allyId: member.allyId,
      countryId: member.countryId,
    })
    .onConflictDoNothing({ target: users.email })
    .returning({ id: users.id });
  return row?.id ?? 0;
}
