// The ally's team: members and invitations (admins), and the public side of an invitation link.
import {
  acceptInvitationRequest,
  acceptInvitationResponse,
  invitationCheckRequest,
  invitationCheckResponse,
  inviteRequest,
  roleChangeRequest,
  teamChangeDone,
  teamInvitation,
  teamItemParams,
  teamMember,
  teamResponse,
} from '../console-team';
import { endpoint } from '../endpoint';

const admin = { domain: 'console', access: 'admin', documentedAs: false } as const;
const invitation = { domain: 'console', access: 'public', documentedAs: false, method: 'POST' } as const;

export const consoleTeamEndpoints = {
  team: endpoint({
    ...admin,
    method: 'GET',
    path: '/api/console/team/',
    summary: "The ally's team members and pending invitations",
    response: teamResponse,
    errors: [401, 403],
  }),
  invite: endpoint({
    ...admin,
    method: 'POST',
    path: '/api/console/team/invitations/',
    summary: 'Invites someone by email with a one-time link (7 days)',
    body: inviteRequest,
    response: teamInvitation,
    status: 201,
    errors: [400, 401, 403, 409, 429],
  }),
  revokeInvitation: endpoint({
    ...admin,
    method: 'DELETE',
    path: '/api/console/team/invitations/{id}/',
    summary: 'Withdraws an invitation not yet accepted',
    params: teamItemParams,
    response: teamChangeDone,
    errors: [400, 401, 403, 404],
  }),
  changeRole: endpoint({
    ...admin,
    method: 'PUT',
    path: '/api/console/team/members/{id}/',
    summary: "Changes a member's role (the last admin stays one)",
    params: teamItemParams,
    body: roleChangeRequest,
    response: teamMember,
    errors: [400, 401, 403, 404, 409],
  }),
  removeMember: endpoint({
    ...admin,
    method: 'DELETE',
    path: '/api/console/team/members/{id}/',
    summary: 'Removes a member from the team (not the last admin)',
    params: teamItemParams,
    response: teamChangeDone,
    errors: [400, 401, 403, 404, 409],
  }),
  checkInvitation: endpoint({
    ...invitation,
    path: '/api/console/invitations/check/',
    summary: 'What an invitation link is for (ally, email, role), if it still opens',
    body: invitationCheckRequest,
    response: invitationCheckResponse,
    errors: [400],
  }),
  acceptInvitation: endpoint({
    ...invitation,
    path: '/api/console/invitations/accept/',
    summary: 'Accepts an invitation with a name and password, once; signs the new member in',
    body: acceptInvitationRequest,
    response: acceptInvitationResponse,
    status: 201,
    errors: [400, 409],
  }),
};
