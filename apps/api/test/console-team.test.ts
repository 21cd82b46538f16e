import { DEMO_PASSWORD, DEMO_STAFF, DEMO_TEAM, DEMO_USERS } from '@aula/demo-content/demo-users';
import { describe, expect, it } from 'vitest';
import { outboxFor, testClock } from './helpers/account';
import { useTestApp } from './helpers/app';

const clock = testClock(new Date());
const ctx = useTestApp({}, { now: clock.now });
const BASE = 'http://localhost:3000';
const DAY = 86_400;
const [impulsaAdmin, impulsaEditor, crecerEditor] = DEMO_TEAM;
const tokens = new Map<string, string>();

async function tokenOf(email: string, password = DEMO_PASSWORD): Promise<string> {
  const known = tokens.get(email);
  if (known) return known;
  const login = await ctx.app.inject({ method: 'POST', url: '/api/mx/login/', payload: { email, password } });
  if (login.statusCode !== 200) throw new Error(`${email} cannot sign in: ${login.body}`);
  tokens.set(email, login.json().token);
  return login.json().token;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
async function as(email: string, method: Method, url: string, payload?: object, ally = 'impulsa') {
  const password = email === DEMO_STAFF.email ? DEMO_STAFF.password : DEMO_PASSWORD;
  const response = await ctx.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${await tokenOf(email, password)}`, 'x-aula-ally': ally },
    ...(payload ? { payload } : {}),
  });
  return { status: response.statusCode, body: response.json() };
}
const anonymous = (url: string, payload: object) =>
  ctx.app.inject({ method: 'POST', url, payload, headers: { 'x-aula-ally': 'impulsa' } });

async function invitationLinkFor(email: string) {
  const [mail] = await outboxFor(ctx, email);
  const link = /(http\S+invitacion-equipo\S+)/.exec(mail?.body ?? '')?.[1];
  if (!link) throw new Error(`no invitation link for ${email}`);
  return { link, token: new URL(link).searchParams.get('token') ?? '', subject: mail?.subject };
}

describe('team invitations', () => {
  it('an admin invites by email; the one-time link lets the new editor choose a name and password and sign in', async () => {
    const invited = await as(impulsaAdmin.email, 'POST', '/api/console/team/invitations/', {
      email: 'Nueva.Editora@Example.com',
      role: 'ally_editor',
      url_base: BASE,
    });
    expect(invited.status).toBe(201);
    expect(invited.body).toMatchObject({
      email: 'nueva.editora@example.com',
      role: 'ally_editor',
      invited_by: impulsaAdmin.name,
    });

    const { link, token, subject } = await invitationLinkFor('nueva.editora@example.com');
    expect(link.startsWith(`${BASE}/mx/impulsa/invitacion-equipo?token=`)).toBe(true);
    expect(subject).toContain('Impulsa');
    const checked = await anonymous('/api/console/invitations/check/', { token });
    expect(checked.json()).toEqual({
      ally_code: 'impulsa',
      ally_name: expect.any(String),
      email: 'nueva.editora@example.com',
      role: 'ally_editor',
    });

    const team = await as(impulsaAdmin.email, 'GET', '/api/console/team/');
    expect(team.body.invitations.map((i: { email: string }) => i.email)).toContain('nueva.editora@example.com');

    const accepted = await anonymous('/api/console/invitations/accept/', {
      token,
      name: 'Nueva Editora',
      password: 'Cuaderno-de-recetas-7',
    });
    expect(accepted.statusCode).toBe(201);
    expect(accepted.json().user).toMatchObject({ access: 'ally_editor', ally_code: 'impulsa', name: 'Nueva Editora' });
    expect(accepted.headers['set-cookie']).toEqual(expect.arrayContaining([expect.stringMatching(/^token\.impulsa=/)]));
    // The new member works in the console at once (an editor: content, not the team's history),
    // the admins see the join in the team's history, and the link is spent.
    const asNewMember = (url: string) =>
      ctx.app.inject({
        method: 'GET',
        url,
        headers: { authorization: `Bearer ${accepted.json().token}`, 'x-aula-ally': 'impulsa' },
      });
    expect((await asNewMember('/api/console/media/')).statusCode).toBe(200);
    expect((await asNewMember(`/api/console/history/team_member/${accepted.json().user.id}/`)).statusCode).toBe(403);
    const history = await as(impulsaAdmin.email, 'GET', `/api/console/history/team_member/${accepted.json().user.id}/`);
    expect(history.body.results.map((c: { action: string }) => c.action)).toEqual(['joined']);
    const again = await anonymous('/api/console/invitations/accept/', {
      token,
      name: 'Otra',
      password: 'Cuaderno-de-recetas-7',
    });
    expect(again.json()).toMatchObject({ error: 'invalid_invitation' });
    expect((await anonymous('/api/console/invitations/check/', { token })).statusCode).toBe(400);
    const after = await as(impulsaAdmin.email, 'GET', '/api/console/team/');
    expect(after.body.invitations.map((i: { email: string }) => i.email)).not.toContain('nueva.editora@example.com');
    expect(after.body.members.map((m: { email: string }) => m.email)).toContain('nueva.editora@example.com');
  });

  it('a link expires after 7 days', async () => {
    await as(impulsaAdmin.email, 'POST', '/api/console/team/invitations/', {
      email: 'tarde@example.com',
      role: 'ally_admin',
      url_base: BASE,
    });
    const { token } = await invitationLinkFor('tarde@example.com');
    clock.advance(7 * DAY + 1);
    const late = await anonymous('/api/console/invitations/accept/', {
      token,
      name: 'Tarde',
      password: 'Cuaderno-de-recetas-7',
    });
    expect(late.json()).toMatchObject({ error: 'invalid_invitation' });
  });

  it('refuses bad input with the field named, and an address that has an account', async () => {
    // Tried: a malformed email, a role that is not a team role, an address of another site, a taken address.
    const bad = await as(impulsaAdmin.email, 'POST', '/api/console/team/invitations/', {
      email: 'no-es-correo',
      role: 'staff',
      url_base: BASE,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.fields.map((f: { field: string }) => f.field).sort()).toEqual(['email', 'role']);
    const elsewhere = await as(impulsaAdmin.email, 'POST', '/api/console/team/invitations/', {
      email: 'x@example.com',
      role: 'ally_editor',
      url_base: 'https://evil.example',
    });
    expect(elsewhere.body.fields).toEqual([expect.objectContaining({ field: 'url_base' })]);
    const taken = await as(impulsaAdmin.email, 'POST', '/api/console/team/invitations/', {
      email: DEMO_USERS[0].email,
      role: 'ally_editor',
      url_base: BASE,
    });
    expect(taken).toMatchObject({ status: 409, body: { error: 'email_taken' } });
    // A weak password on accepting is refused naming the field, and the link stays usable.
    await as(impulsaAdmin.email, 'POST', '/api/console/team/invitations/', {
      email: 'debil@example.com',
      role: 'ally_editor',
      url_base: BASE,
    });
    const { token } = await invitationLinkFor('debil@example.com');
    const weak = await anonymous('/api/console/invitations/accept/', { token, name: 'Débil', password: 'password1' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().fields).toEqual([expect.objectContaining({ field: 'password' })]);
    expect((await anonymous('/api/console/invitations/check/', { token })).statusCode).toBe(200);
  });

  it('is for admins of the ally only: an editor gets 403, a crecer editor 403 wrong_ally', async () => {
    const payload = { email: 'y@example.com', role: 'ally_editor', url_base: BASE };
    expect((await as(impulsaEditor.email, 'POST', '/api/console/team/invitations/', payload)).status).toBe(403);
    expect((await as(impulsaEditor.email, 'GET', '/api/console/team/')).status).toBe(403);
    const crecer = await as(crecerEditor.email, 'GET', '/api/console/team/');
    expect(crecer).toMatchObject({ status: 403, body: { error: 'wrong_ally' } });
  });
});

describe('team members', () => {
  it("changes a member's role and records it; another ally's member is 404", async () => {
    const team = await as(impulsaAdmin.email, 'GET', '/api/console/team/');
    const editor = team.body.members.find((m: { email: string }) => m.email === impulsaEditor.email);
    const promoted = await as(impulsaAdmin.email, 'PUT', `/api/console/team/members/${editor.id}/`, {
      role: 'ally_admin',
    });
    expect(promoted.body).toMatchObject({ id: editor.id, role: 'ally_admin' });
    const history = await as(impulsaAdmin.email, 'GET', `/api/console/history/team_member/${editor.id}/`);
    expect(history.body.results[0]).toMatchObject({
      action: 'role_changed',
      summary: { from: 'ally_editor', to: 'ally_admin' },
    });
    await as(impulsaAdmin.email, 'PUT', `/api/console/team/members/${editor.id}/`, { role: 'ally_editor' });

    const crecerTeam = await as(DEMO_STAFF.email, 'GET', '/api/console/team/', undefined, 'crecer');
    const crecerMember = crecerTeam.body.members.find((m: { email: string }) => m.email === crecerEditor.email);
    const across = await as(impulsaAdmin.email, 'PUT', `/api/console/team/members/${crecerMember.id}/`, {
      role: 'ally_admin',
    });
    expect(across).toMatchObject({ status: 404, body: { error: 'not_found' } });
    expect((await as(impulsaAdmin.email, 'DELETE', `/api/console/team/members/${crecerMember.id}/`)).status).toBe(404);
  });

  it('keeps the last admin: they cannot demote or remove themself', async () => {
    const team = await as(impulsaAdmin.email, 'GET', '/api/console/team/');
    const admins = team.body.members.filter((m: { role: string }) => m.role === 'ally_admin');
    expect(admins).toHaveLength(1);
    const me = admins[0];
    const demoted = await as(impulsaAdmin.email, 'PUT', `/api/console/team/members/${me.id}/`, { role: 'ally_editor' });
    expect(demoted).toMatchObject({ status: 409, body: { error: 'last_admin' } });
    const removed = await as(impulsaAdmin.email, 'DELETE', `/api/console/team/members/${me.id}/`);
    expect(removed).toMatchObject({ status: 409, body: { error: 'last_admin' } });
  });

  it('removes a member: their sessions end at once and they cannot sign in again', async () => {
    const team = await as(impulsaAdmin.email, 'GET', '/api/console/team/');
    const editor = team.body.members.find((m: { email: string }) => m.email === impulsaEditor.email);
    const editorToken = await tokenOf(impulsaEditor.email);
    const removed = await as(impulsaAdmin.email, 'DELETE', `/api/console/team/members/${editor.id}/`);
    expect(removed).toEqual({ status: 200, body: { status: 'removed' } });
    const after = await ctx.app.inject({
      method: 'GET',
      url: '/api/console/history/module/1/',
      headers: { authorization: `Bearer ${editorToken}`, 'x-aula-ally': 'impulsa' },
    });
    expect(after.statusCode).toBe(401);
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/mx/login/',
      payload: { email: impulsaEditor.email, password: DEMO_PASSWORD },
    });
    expect(login.statusCode).toBe(400);
    const history = await as(impulsaAdmin.email, 'GET', `/api/console/history/team_member/${editor.id}/`);
    expect(history.body.results[0]).toMatchObject({ action: 'removed', summary: { email: impulsaEditor.email } });
  });

  it('withdraws a pending invitation; its link no longer opens', async () => {
    const invited = await as(impulsaAdmin.email, 'POST', '/api/console/team/invitations/', {
      email: 'retirada@example.com',
      role: 'ally_editor',
      url_base: BASE,
    });
    const { token } = await invitationLinkFor('retirada@example.com');
    const revoked = await as(impulsaAdmin.email, 'DELETE', `/api/console/team/invitations/${invited.body.id}/`);
    expect(revoked).toEqual({ status: 200, body: { status: 'revoked' } });
    expect((await anonymous('/api/console/invitations/check/', { token })).statusCode).toBe(400);
    expect((await as(impulsaAdmin.email, 'DELETE', `/api/console/team/invitations/${invited.body.id}/`)).status).toBe(
      404,
    );
  });
});
