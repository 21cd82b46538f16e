import { describe, expect, it } from 'vitest';
import { mockState } from '../state';
import { callMock } from '../test-client';
import { recordMockChange } from './console-history';

const IMPULSA_EDITOR = 5;
const CRECER_EDITOR = 6;
const IMPULSA_ADMIN = 4;

describe('the console history mock', () => {
  it("lists an item's changes newest first for its own ally's team, none for another ally's", async () => {
    const seen = await callMock('/api/console/history/module/1/', { as: IMPULSA_EDITOR, ally: 'impulsa' });
    expect(seen.status).toBe(200);
    expect(seen.body.results.map((change: { action: string }) => change.action)).toEqual([
      'published',
      'updated',
      'created',
    ]);
    // Crecer's module 1 is not impulsa's: its own (empty) history, and impulsa's is refused.
    expect(
      (await callMock('/api/console/history/module/1/', { as: CRECER_EDITOR, ally: 'crecer' })).body.results,
    ).toEqual([]);
    expect((await callMock('/api/console/history/module/1/', { as: CRECER_EDITOR, ally: 'impulsa' })).status).toBe(403);
  });

  it('shows a change an area mock records, first', async () => {
    const editor = mockState().users.find(({ user }) => user.id === IMPULSA_EDITOR)?.user;
    recordMockChange({
      allyId: 1,
      user: editor ? { id: editor.id, name: editor.name } : null,
      itemType: 'module',
      itemId: 1,
      action: 'unpublished',
    });
    const seen = await callMock('/api/console/history/module/1/', { as: IMPULSA_EDITOR, ally: 'impulsa' });
    expect(seen.body.results[0]).toMatchObject({ action: 'unpublished', user: { id: IMPULSA_EDITOR } });
  });

  it("refuses an editor the team's history (invitations, members) with 403, as the API does", async () => {
    // Tried: impulsa's editor asking for an invitation's and a member's history.
    for (const url of ['/api/console/history/invitation/1/', '/api/console/history/team_member/1/']) {
      const seen = await callMock(url, { as: IMPULSA_EDITOR, ally: 'impulsa' });
      expect(seen).toMatchObject({ status: 403, body: { error: 'forbidden' } });
    }
    expect((await callMock('/api/console/history/invitation/1/', { as: IMPULSA_ADMIN, ally: 'impulsa' })).status).toBe(
      200,
    );
  });
});
