import { DEMO_PASSWORD, DEMO_STAFF, DEMO_TEAM } from '@aula/demo-content/demo-users';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { allies, users } from '../src/db/schema';
import { itemHistory, recordChange } from '../src/services/content-history';
import { useTestApp } from './helpers/app';

const ctx = useTestApp();

async function allyIdOf(code: string): Promise<number> {
  const [row] = await ctx.db.select({ id: allies.id }).from(allies).where(eq(allies.code, code));
  if (!row) throw new Error(`no ally ${code}`);
  return row.id;
}

async function userIdOf(email: string): Promise<number> {
  const [row] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}

async function historyAs(email: string, url: string, ally: string, password: string = DEMO_PASSWORD) {
  const login = await ctx.app.inject({
    method: 'POST',
    url: '/api/mx/login/',
    payload: { email, password },
  });
  const response = await ctx.app.inject({
    method: 'GET',
    url,
    headers: { authorization: `Bearer ${login.json().token}`, 'x-aula-ally': ally },
  });
  return { status: response.statusCode, body: response.json() };
}

const [impulsaAdmin, impulsaEditor, crecerEditor] = DEMO_TEAM;

describe('GET /api/console/history/{itemType}/{itemId}/', () => {
  it("lists an item's changes newest first, with who made them, for its ally's team only", async () => {
    const impulsa = await allyIdOf('impulsa');
    const crecer = await allyIdOf('crecer');
    const editor = await userIdOf(impulsaEditor.email);
    await recordChange(ctx.db, { allyId: impulsa, userId: editor, itemType: 'lesson', itemId: 901, action: 'created' });
    await recordChange(ctx.db, {
      allyId: impulsa,
      userId: editor,
      itemType: 'lesson',
      itemId: 901,
      action: 'updated',
      summary: { fields: ['title', 'introduction'] },
    });
    // The same item id in crecer's content is crecer's item, not impulsa's.
    await recordChange(ctx.db, { allyId: crecer, userId: null, itemType: 'lesson', itemId: 901, action: 'deleted' });

    const seen = await historyAs(impulsaAdmin.email, '/api/console/history/lesson/901/', 'impulsa');
    expect(seen.status).toBe(200);
    expect(seen.body.results.map((change: { action: string }) => change.action)).toEqual(['updated', 'created']);
    expect(seen.body.results[0]).toMatchObject({
      item_type: 'lesson',
      item_id: 901,
      summary: { fields: ['title', 'introduction'] },
      user: { id: editor, name: impulsaEditor.name },
    });

    const crecerSees = await historyAs(crecerEditor.email, '/api/console/history/lesson/901/', 'crecer');
    expect(crecerSees.body.results).toEqual([expect.objectContaining({ action: 'deleted', user: null })]);
    // A crecer editor naming impulsa is refused before anything is read.
    const refused = await historyAs(crecerEditor.email, '/api/console/history/lesson/901/', 'impulsa');
    expect(refused).toMatchObject({ status: 403, body: { error: 'wrong_ally' } });
  });

  it("keeps the team's history (invitations, members) to admins and staff: an editor gets 403 like the team page", async () => {
    const impulsa = await allyIdOf('impulsa');
    const admin = await userIdOf(impulsaAdmin.email);
    // What an editor must not read: an invitation's email and role, a removed member's name and email.
    await recordChange(ctx.db, {
      allyId: impulsa,
      userId: admin,
      itemType: 'invitation',
      itemId: 4001,
      action: 'invited',
      summary: { email: 'secreta@example.com', role: 'ally_admin' },
    });
    await recordChange(ctx.db, {
      allyId: impulsa,
      userId: admin,
      itemType: 'team_member',
      itemId: 4002,
      action: 'removed',
      summary: { name: 'Ex Miembro', email: 'ex@example.com' },
    });
    for (const url of ['/api/console/history/invitation/4001/', '/api/console/history/team_member/4002/']) {
      // Tried: the ally's own editor walking the sequential ids of the team's items.
      const editor = await historyAs(impulsaEditor.email, url, 'impulsa');
      expect(editor).toMatchObject({ status: 403, body: { error: 'forbidden' } });
      expect(JSON.stringify(editor.body)).not.toContain('example.com');
      const asAdmin = await historyAs(impulsaAdmin.email, url, 'impulsa');
      expect(asAdmin.status).toBe(200);
      expect(asAdmin.body.results).toHaveLength(1);
      const asStaff = await historyAs(DEMO_STAFF.email, url, 'impulsa', DEMO_STAFF.password);
      expect(asStaff.status).toBe(200);
    }
    // The editor still reads content history.
    expect((await historyAs(impulsaEditor.email, '/api/console/history/lesson/901/', 'impulsa')).status).toBe(200);
  });

  it('answers 400 naming the field for an unknown item type or a bad id', async () => {
    // Tried: an item type no area records, and an id that is not a number.
    const kind = await historyAs(impulsaEditor.email, '/api/console/history/spaceship/1/', 'impulsa');
    expect(kind.status).toBe(400);
    expect(kind.body.fields).toEqual([expect.objectContaining({ field: 'itemType' })]);
    const id = await historyAs(impulsaEditor.email, '/api/console/history/lesson/abc/', 'impulsa');
    expect(id.status).toBe(400);
    expect(id.body.fields).toEqual([expect.objectContaining({ field: 'itemId' })]);
  });

  it("keeps no record of a change whose transaction failed (recordChange writes in the change's own)", async () => {
    const impulsa = await allyIdOf('impulsa');
    await expect(
      ctx.db.transaction(async (tx) => {
        await recordChange(tx, { allyId: impulsa, userId: null, itemType: 'post', itemId: 77, action: 'updated' });
        throw new Error('the save itself failed');
      }),
    ).rejects.toThrow('the save itself failed');
    expect(await itemHistory(ctx.db, impulsa, 'post', 77)).toEqual([]);
  });
});
