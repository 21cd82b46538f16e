import { ALLY_HEADER } from '@aula/contracts/headers';
import { DEMO_USERS } from '@aula/demo-content/demo-users';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { returnLinks } from '../src/db/schema';
import { issueReturnLink, onReturnLinkUsed, type ReturnLinkOpened } from '../src/services/return-links';
import { testClock } from './helpers/account';
import { useTestApp } from './helpers/app';

const clock = testClock(new Date());
const ctx = useTestApp({ RETURN_LINK_TTL_HOURS: '2' }, { now: clock.now });
const [maria, jose] = DEMO_USERS;
const lessonPart = '/mx/impulsa/seccion/lecciones/1?parte=2';

async function userId(email: string): Promise<number> {
  const row = await ctx.db.query.users.findFirst({ where: (users, { eq }) => eq(users.email, email) });
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}

/** A link for María (impulsa) to `path`, and its token. */
async function linkForMaria(path = lessonPart) {
  const link = await issueReturnLink(ctx.app, {
    userId: await userId(maria.email),
    allyCode: 'impulsa',
    country: 'mx',
    path,
    source: 'test',
  });
  return { link, token: new URL(link, 'http://x').searchParams.get('t') ?? '' };
}

const consume = (token: unknown, allyCode = 'impulsa', remoteAddress = '203.0.113.10') =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/mx/return-links/consume/',
    payload: { token, ally_code: allyCode },
    remoteAddress,
  });

describe('issuing a return link', () => {
  it('answers a path on the ally site with a fresh token, and keeps only its sha256', async () => {
    const { link, token } = await linkForMaria();
    expect(link).toMatch(/^\/mx\/impulsa\/volver\?t=[A-Za-z0-9_-]{43}$/);
    const rows = await ctx.db.select().from(returnLinks);
    expect(rows.some((row) => row.tokenHash === token)).toBe(false);
    expect(JSON.stringify(rows)).not.toContain(token);
    const second = await linkForMaria();
    expect(second.token).not.toBe(token);
  });

  it.each([
    ['another ally’s site', '/mx/crecer/seccion/lecciones/1'],
    ['another origin', 'https://evil.example/mx/impulsa/seccion'],
    ['a protocol-relative address', '//evil.example/mx/impulsa/'],
    ['a backslash trick', '/\\evil.example/mx/impulsa/'],
    ['dot segments', '/mx/impulsa/../crecer/seccion'],
    ['an encoded slash', '/mx/impulsa/%2F%2Fevil.example'],
    ['a newline', '/mx/impulsa/seccion\n'],
    ['a fragment', '/mx/impulsa/seccion#x'],
    ['a relative path', 'seccion/lecciones/1'],
    ['a path beside the site', '/mx/impulsa-fake/seccion'],
    ['a path too long', `/mx/impulsa/${'a'.repeat(600)}`],
  ])('refuses a target that is %s (400 naming path)', async (_what, path) => {
    await expect(linkForMaria(path)).rejects.toMatchObject({
      statusCode: 400,
      details: { fields: [{ field: 'path' }] },
    });
  });

  it('refuses a learner of another ally and a country the ally does not serve', async () => {
    const base = { allyCode: 'impulsa', country: 'mx', path: lessonPart };
    await expect(issueReturnLink(ctx.app, { ...base, userId: await userId(jose.email) })).rejects.toMatchObject({
      details: { fields: [{ field: 'userId' }] },
    });
    await expect(
      issueReturnLink(ctx.app, {
        ...base,
        country: 'zz',
        path: '/zz/impulsa/seccion',
        userId: await userId(maria.email),
      }),
    ).rejects.toMatchObject({ details: { fields: [{ field: 'country' }] } });
  });
});

describe('using a return link', () => {
  it('signs in once as a sign-in does: HttpOnly token.<ally> cookie, the login body and the target', async () => {
    const { token } = await linkForMaria();
    const response = await consume(token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json();
    expect(body).toMatchObject({ target: lessonPart, user: { email: maria.email, ally_code: 'impulsa' } });
    expect(body.token).toEqual(expect.any(String));
    const cookie = response.cookies.find((c) => c.name === 'token.impulsa');
    expect(cookie).toMatchObject({ httpOnly: true, path: '/', value: body.token });
    // The session works for this learner on this ally's site.
    const sessions = await ctx.app.inject({
      method: 'GET',
      url: '/api/sessions/',
      headers: { [ALLY_HEADER]: 'impulsa', cookie: `token.impulsa=${cookie?.value}` },
    });
    expect(sessions.statusCode).toBe(200);

    // A second use (a forwarded message, a reload that posts again) opens nothing and names no one.
    const again = await consume(token);
    expect(again.statusCode).toBe(410);
    expect(again.json()).toEqual({
      error: 'link_used',
      message: 'This link was already used: sign in to continue',
      target: lessonPart,
    });
    expect(again.cookies.find((c) => c.name === 'token.impulsa')).toBeUndefined();
    expect(again.body).not.toContain(maria.email);
    expect(again.body).not.toContain(maria.name);
  });

  it('of 6 concurrent uses of one link exactly one opens a session; the rest are told it was used', async () => {
    const { token } = await linkForMaria();
    const responses = await Promise.all(Array.from({ length: 6 }, () => consume(token)));
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([200, 410, 410, 410, 410, 410]);
    const sessionCookies = responses.flatMap((response) => response.cookies.filter((c) => c.name === 'token.impulsa'));
    expect(sessionCookies).toHaveLength(1);
  });

  it('expires after RETURN_LINK_TTL_HOURS (here 2): then it only says where it led', async () => {
    const { token } = await linkForMaria();
    clock.advance(2 * 60 * 60 + 1);
    const response = await consume(token);
    expect(response.statusCode).toBe(410);
    expect(response.json()).toEqual({
      error: 'link_expired',
      message: 'This link has expired: sign in to continue',
      target: lessonPart,
    });
    expect(response.cookies.find((c) => c.name.startsWith('token.'))).toBeUndefined();
  });

  it('is valid until the last second of its lifetime', async () => {
    const { token } = await linkForMaria();
    clock.advance(2 * 60 * 60 - 1);
    expect((await consume(token)).statusCode).toBe(200);
  });

  it('opens nothing on another ally’s site, and does not tell where it led (404)', async () => {
    const { token } = await linkForMaria();
    const response = await consume(token, 'crecer');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      error: 'link_not_found',
      message: 'This link does not open anything on this site',
    });
    expect(response.cookies.find((c) => c.name.startsWith('token.'))).toBeUndefined();
    // Still good on its own ally's site.
    expect((await consume(token)).statusCode).toBe(200);
  });

  it('answers an unknown token and an unknown ally with the same 404', async () => {
    const unknown = await consume('A'.repeat(43));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe('link_not_found');
    const { token } = await linkForMaria();
    expect((await consume(token, 'no-such-ally')).json().error).toBe('link_not_found');
  });

  it.each([
    ['empty', '', 'is required'],
    ['too long', 'A'.repeat(44), 'is too long'],
    ['not base64url', `${'A'.repeat(40)}+/=`, 'is not a return link token'],
    ['too short', 'A'.repeat(10), 'is too short'],
    ['a number', 12345, 'Invalid input: expected string, received number'],
  ])('refuses a token that is %s: 400 naming the token', async (_what, token, reason) => {
    const response = await consume(token);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'bad_request',
      message: 'Invalid input',
      fields: [{ field: 'token', reason }],
    });
  });

  it('refuses a missing ally code and unknown fields (400 with the field)', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/mx/return-links/consume/',
      payload: { token: 'A'.repeat(43), user_id: 1 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'ally_code' }),
        { field: 'user_id', reason: 'is not allowed' },
      ]),
    );
  });

  it('slows guesses from one address like the sign-in does (429 with Retry-After), not other addresses', async () => {
    const guesser = '198.51.100.99';
    let refused: Awaited<ReturnType<typeof consume>> | undefined;
    for (let guess = 0; guess < 25 && !refused; guess += 1) {
      const response = await consume(`${String(guess).padStart(3, '0')}${'B'.repeat(40)}`, 'impulsa', guesser);
      if (response.statusCode === 429) refused = response;
      else expect(response.statusCode).toBe(404);
    }
    expect(refused?.json()).toMatchObject({ error: 'rate_limited', retry_after: expect.any(Number) });
    expect(Number(refused?.headers['retry-after'])).toBeGreaterThan(0);
    // The learner on another network is not slowed by the guesser.
    const { token } = await linkForMaria();
    expect((await consume(token, 'impulsa', '192.0.2.44')).statusCode).toBe(200);
  });

  it('tells listeners of every opening on its own site and keeps the counts in the table', async () => {
    const events: ReturnLinkOpened[] = [];
    const stop = onReturnLinkUsed(ctx.app, (event) => {
      events.push(event);
    });
    const { token } = await linkForMaria();
    await consume(token);
    await consume(token);
    await consume(token, 'crecer');
    stop();
    expect(events.map((event) => event.outcome)).toEqual(['signed_in', 'used']);
    expect(events[0]).toMatchObject({ userId: await userId(maria.email), source: 'test' });
    const [row] = await ctx.db
      .select()
      .from(returnLinks)
      .where(eq(returnLinks.id, events[0]?.linkId ?? 0));
    expect(row).toMatchObject({ opens: 2, source: 'test' });
    expect(row?.usedAt).toBeInstanceOf(Date);
    expect(row?.firstOpenedAt).toBeInstanceOf(Date);
  });
});

describe('the development route that issues a link', () => {
  it('issues one for a learner by email, and refuses a path off their site', async () => {
    const ok = await ctx.app.inject({
      method: 'POST',
      url: '/dev/return-links/',
      payload: { email: maria.email, path: lessonPart },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().path).toMatch(/^\/mx\/impulsa\/volver\?t=/);
    const bad = await ctx.app.inject({
      method: 'POST',
      url: '/dev/return-links/',
      payload: { email: maria.email, path: '/mx/crecer/seccion' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual([{ field: 'path', reason: "must be on the ally's own site (/mx/impulsa/…)" }]);
  });
});
