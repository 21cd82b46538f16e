import { DEMO_PASSWORD, DEMO_USERS } from '@aula/demo-content/demo-users';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outboxFor } from './helpers/account';
import { useTestApp } from './helpers/app';

const ctx = useTestApp({ TOKEN_IDLE_HOURS: '2' });
const [maria, jose] = DEMO_USERS;
const PHONE_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';
const LAPTOP_UA = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';

async function signIn(user: (typeof DEMO_USERS)[number], userAgent: string): Promise<string> {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/mx/login/',
    headers: { 'user-agent': userAgent },
    payload: { email: user.email, password: DEMO_PASSWORD },
  });
  expect(response.statusCode).toBe(200);
  return response.json().token;
}
const as = (token: string) => ({ authorization: `Bearer ${token}` });
const favorites = (token: string) => ctx.app.inject({ method: 'GET', url: '/api/favorites/', headers: as(token) });

describe('POST /api/logout/', () => {
  it('ends the presented session on the server: the token stops working', async () => {
    const token = await signIn(maria, PHONE_UA);
    expect((await favorites(token)).statusCode).toBe(200);
    const out = await ctx.app.inject({ method: 'POST', url: '/api/logout/', headers: as(token) });
    expect(out.json()).toEqual({ status: 'signed_out' });
    expect((await favorites(token)).statusCode).toBe(401);
    // Bad input tried: signing out again with the dead token, and with none.
    expect((await ctx.app.inject({ method: 'POST', url: '/api/logout/', headers: as(token) })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/logout/' })).statusCode).toBe(401);
  });
});

describe('GET and DELETE /api/sessions/', () => {
  it('lists the learner’s sessions by device, marks the current one, and ends another', async () => {
    const phone = await signIn(jose, PHONE_UA);
    const laptop = await signIn(jose, LAPTOP_UA);
    const list = await ctx.app.inject({ method: 'GET', url: '/api/sessions/', headers: as(laptop) });
    expect(list.statusCode).toBe(200);
    const sessions = list.json().results as { id: number; device: string; current: boolean }[];
    expect(sessions.map((s) => [s.device, s.current])).toEqual(
      expect.arrayContaining([
        ['Chrome · Android', false],
        ['Firefox · Windows', true],
      ]),
    );
    const phoneSession = sessions.find((s) => s.device === 'Chrome · Android');
    const ended = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/sessions/${phoneSession?.id}/`,
      headers: as(laptop),
    });
    expect(ended.json()).toEqual({ status: 'signed_out' });
    expect((await favorites(phone)).statusCode).toBe(401);
    expect((await favorites(laptop)).statusCode).toBe(200);
  });

  it('never ends another learner’s session (404, like one that does not exist)', async () => {
    const marias = await signIn(maria, PHONE_UA);
    const joses = await signIn(jose, LAPTOP_UA);
    const [mine] = (await ctx.app.inject({ method: 'GET', url: '/api/sessions/', headers: as(marias) })).json().results;
    // Attack tried: José deletes María's session by id; then ids that are not numbers.
    const attempt = await ctx.app.inject({ method: 'DELETE', url: `/api/sessions/${mine.id}/`, headers: as(joses) });
    expect(attempt.statusCode).toBe(404);
    expect((await favorites(marias)).statusCode).toBe(200);
    const bad = await ctx.app.inject({ method: 'DELETE', url: '/api/sessions/abc/', headers: as(joses) });
    expect(bad.json().fields).toEqual([{ field: 'id', reason: expect.any(String) }]);
  });
});

describe('idle timeout', () => {
  it('ends a session unused for longer than TOKEN_IDLE_HOURS, within its absolute lifetime', async () => {
    const token = await signIn(maria, PHONE_UA);
    expect((await favorites(token)).statusCode).toBe(200);
    await ctx.db.execute(sql`update auth_tokens set last_used_at = now() - interval '3 hours'`);
    // Time travel in the database: no running process could see it, so this one is told to forget.
    ctx.app.sessions.forgetAll();
    expect((await favorites(token)).statusCode).toBe(401);
  });
});

describe('a password reset', () => {
  it('ends every session of the account', async () => {
    const token = await signIn(jose, PHONE_UA);
    await ctx.app.inject({
      method: 'POST',
      url: '/api/send-reset-password/',
      payload: { email: jose.email, url_base: 'http://localhost:3000' },
    });
    const [mail] = await outboxFor(ctx, jose.email);
    const link = new URL(/(http\S+restablecer\S+)/.exec(mail?.body ?? '')?.[1] ?? 'http://x/');
    const reset = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/set-new-password/',
      payload: {
        uidb64: link.searchParams.get('uidb64'),
        token: link.searchParams.get('token'),
        password: 'nueva-clave-2026',
      },
    });
    expect(reset.json()).toEqual({ status: 'updated' });
    expect((await favorites(token)).statusCode).toBe(401);
  });
});
