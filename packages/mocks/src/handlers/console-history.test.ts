import { describe, expect, it } from 'vitest';
import { mockState } from '../state';
import { callMock } from '../test-client';
import { recordMockChange } from './console-history';

const IMPULSA_EDITOR = 5;
const CRECER_EDITOR = 6;

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
});
