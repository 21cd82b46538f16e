// An ally's team in its console: members (ally admins and editors), invitations by email with a
// one-time link, role changes and removal (admins only), and accepting an invitation.
import { z } from 'zod';
import { password } from './account';
import { loginResponse } from './auth';
import { idParam } from './common';
import { teamRole } from './console';

/** How long an invitation link opens the way in. */
export const INVITATION_DAYS = 7;

export const teamMember = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string().nullable(),
  role: teamRole,
});
export type TeamMember = z.infer<typeof teamMember>;

export const teamInvitation = z.object({
  id: z.number().int(),
  email: z.string(),
  role: teamRole,
  /** Who sent it; null once that account is gone. */
  invited_by: z.string().nullable(),
  created_at: z.iso.datetime({ offset: true }),
  expires_at: z.iso.datetime({ offset: true }),
});
export type TeamInvitation = z.infer<typeof teamInvitation>;

/** GET /api/console/team/ : the ally's members and its invitations not yet accepted nor expired. */
export const teamResponse = z.object({ members: z.array(teamMember), invitations: z.array(teamInvitation) });
export type TeamResponse = z.infer<typeof teamResponse>;

/**
 * POST /api/console/team/invitations/ : `url_base` is the front-end origin the link opens on (one of
 * the site's own). A new invitation to an address already invited replaces the old link.
 */
export const inviteRequest = z
  .object({
    email: z.email('must be a valid email address').max(254),
    role: teamRole,
    url_base: z.url('must be a URL'),
  })
  .strict();
export type InviteRequest = z.infer<typeof inviteRequest>;

/** PUT /api/console/team/members/{id}/ */
export const roleChangeRequest = z.object({ role: teamRole }).strict();
export type RoleChangeRequest = z.infer<typeof roleChangeRequest>;

export const teamItemParams = z.object({ id: idParam });

/** The answer of a removal or a withdrawn invitation. */
export const teamChangeDone = z.object({ status: z.enum(['removed', 'revoked']) });

/** The invitation link's token (from `?token=`), sent in a body so it stays out of request logs. */
const invitationToken = z.string().regex(/^[A-Za-z0-9_-]{20,128}$/, 'is not an invitation token');

/** POST /api/console/invitations/check/ : what the link is for, before a name and password are chosen. */
export const invitationCheckRequest = z.object({ token: invitationToken }).strict();
export const invitationCheckResponse = z.object({
  ally_code: z.string(),
  ally_name: z.string(),
  email: z.string(),
  role: teamRole,
});
export type InvitationCheckResponse = z.infer<typeof invitationCheckResponse>;

/** POST /api/console/invitations/accept/ : the new member's name and password; signs them in. */
export const acceptInvitationRequest = z
  .object({
    token: invitationToken,
    name: z.string().trim().min(1, 'is required').max(80, 'is too long'),
    password,
  })
  .strict();
export type AcceptInvitationRequest = z.infer<typeof acceptInvitationRequest>;
export const acceptInvitationResponse = loginResponse;

/** 400: the link is unknown, already used or expired (one answer for all three). */
export const INVALID_INVITATION = 'invalid_invitation';
/** 409: the address already has an account here (an account's email is unique). */
export const EMAIL_TAKEN = 'email_taken';
/** 409: the change would leave the ally with no admin. */
export const LAST_ADMIN = 'last_admin';
