import { describe, expect, it } from 'vitest';
import { MOCK_INVITATION_TOKEN } from '../fixtures/team-invitations';
import { callMock } from '../test-client';

const IMPULSA_ADMIN = 4;
const IMPULSA_EDITOR = 5;

describe('the console team mock', () => {
  it("lists the ally's members and pending invitations, for its admins only", async () => {
    const team = await callMock('/api/console/team/', { as: IMPULSA_ADMIN, ally: 'impulsa' });
    expect(team.body.members.map((m: { email: string }) => m.email)).toEqual([
      'admin@impulsa.example',
      'editor@impulsa.example',
    ]);
    expect(team.body.invitations).toEqual([expect.objectContaining({ email: 'pendiente@impulsa.example' })]);
    expect((await callMock('/api/console/team/', { as: IMPULSA_EDITOR, ally: 'impulsa' })).status).toBe(403);
  });

  it('keeps the last admin, as the API does', async () => {
    const demoted = await callMock(`/api/console/team/members/${IMPULSA_ADMIN}/`, {
      method: 'PUT',
      as: IMPULSA_ADMIN,
      ally: 'impulsa',
      body: { role: 'ally_editor' },
    });
    expect(demoted).toMatchObject({ status: 409, body: { error: 'last_admin' } });
  });

  it('accepts an invitation once and signs the new member in', async () => {
    const body = { token: MOCK_INVITATION_TOKEN, name: 'Paula Pendiente', password: 'Cuaderno-de-recetas-7' };
    const accepted = await callMock('/api/console/invitations/accept/', { method: 'POST', body, ally: 'impulsa' });
    expect(accepted).toMatchObject({ status: 201, body: { user: { access: 'ally_editor', ally_code: 'impulsa' } } });
    const again = await callMock('/api/console/invitations/accept/', { method: 'POST', body, ally: 'impulsa' });
    expect(again).toMatchObject({ status: 400, body: { error: 'invalid_invitation' } });
  });
});
