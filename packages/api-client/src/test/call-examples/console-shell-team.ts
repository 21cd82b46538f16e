import { MOCK_INVITATION_TOKEN } from '@aula/mocks/fixtures/team-invitations';
import { type CallExamples, FRONTEND_BASE_URL } from './types';

/** The console's history and team calls (issue 28), by the impulsa admin unless the access says otherwise. */
export const consoleShellTeamExamples: CallExamples = {
  'GET /api/console/history/{itemType}/{itemId}/': {
    endpoint: 'getItemHistory',
    args: { itemType: 'module', itemId: 1 },
    url: '/api/console/history/module/1/',
  },
  'GET /api/console/team/': { endpoint: 'getTeam', url: '/api/console/team/' },
  'POST /api/console/team/invitations/': {
    endpoint: 'inviteTeamMember',
    args: { email: 'nueva@impulsa.example', role: 'ally_editor' },
    url: '/api/console/team/invitations/',
    body: { email: 'nueva@impulsa.example', role: 'ally_editor', url_base: FRONTEND_BASE_URL },
  },
  'DELETE /api/console/team/invitations/{id}/': {
    endpoint: 'revokeInvitation',
    args: 1,
    url: '/api/console/team/invitations/1/',
  },
  'PUT /api/console/team/members/{id}/': {
    endpoint: 'changeMemberRole',
    args: { id: 5, role: 'ally_admin' },
    url: '/api/console/team/members/5/',
    body: { role: 'ally_admin' },
  },
  'DELETE /api/console/team/members/{id}/': {
    endpoint: 'removeTeamMember',
    args: 5,
    url: '/api/console/team/members/5/',
  },
  'POST /api/console/invitations/check/': {
    endpoint: 'checkInvitation',
    args: MOCK_INVITATION_TOKEN,
    url: '/api/console/invitations/check/',
    body: { token: MOCK_INVITATION_TOKEN },
  },
  'POST /api/console/invitations/accept/': {
    endpoint: 'acceptInvitation',
    args: { token: MOCK_INVITATION_TOKEN, name: 'Paula Pendiente', password: 'Cuaderno-de-recetas-7' },
    url: '/api/console/invitations/accept/',
    body: { token: MOCK_INVITATION_TOKEN, name: 'Paula Pendiente', password: 'Cuaderno-de-recetas-7' },
  },
};
