import { createHash, randomBytes } from 'node:crypto';
import { DEMO_STAFF, DEMO_TEAM, DEMO_USERS } from '@aula/demo-content/demo-users';
import { describe, expect, it } from 'vitest';
import { returnLinks } from '../src/db/schema';
import { issueReturnLink } from '../src/services/return-links';
import { useTestApp } from './helpers/app';

// Issue 38, row 10: return links could be issued for team and staff accounts (the development
// route issued one for any email), and consuming one opened that account's session: a reminder's
// link must only ever sign a learner in.
const ctx = useTestApp();
const [admin] = DEMO_TEAM;
const lessonPath = '/mx/impulsa/seccion/lecciones/1';

async function account(email: string) {
  const row = await ctx.db.query.users.findFirst({ where: (users, { eq }) => eq(users.email, email) });
  if (!row) throw new Error(`no user ${email}`);
  return row;
}

describe('return links are for learners only', () => {
  it('refuses to issue one for an ally admin or the staff member, by the service and by /dev/return-links/', async () => {
    for (const email of [admin?.email ?? '', DEMO_STAFF.email]) {
      const user = await account(email);
      await expect(
        issueReturnLink(ctx.app, { userId: user.id, allyCode: 'impulsa', country: 'mx', path: lessonPath }),
      ).rejects.toMatchObject({ statusCode: 400, details: { fields: [{ field: 'userId' }] } });
      const answer = await ctx.app.inject({
        method: 'POST',
        url: '/dev/return-links/',
        payload: { email, path: lessonPath },
      });
      expect(answer.statusCode, email).toBe(400);
      expect(answer.json().fields).toEqual([{ field: 'userId', reason: 'is not an active learner of this ally' }]);
    }
    // A learner still gets one.
    const learner = await ctx.app.inject({
      method: 'POST',
      url: '/dev/return-links/',
      payload: { email: DEMO_USERS[0]?.email, path: lessonPath },
    });
    expect(learner.statusCode).toBe(200);
  });

  it('opens no session with a stored link of a team account (issued before the rule, or its access changed): 404, no cookie', async () => {
    const user = await account(admin?.email ?? '');
    const token = randomBytes(32).toString('base64url');
    await ctx.db.insert(returnLinks).values({
      tokenHash: createHash('sha256').update(token).digest('hex'),
      userId: user.id,
      allyId: user.allyId,
      targetPath: lessonPath,
      expiresAt: new Date(Date.now() + 60 * 60 * 1000),
    });
    const answer = await ctx.app.inject({
      method: 'POST',
      url: '/api/mx/return-links/consume/',
      payload: { token, ally_code: 'impulsa' },
    });
    expect(answer.statusCode).toBe(404);
    expect(answer.headers['set-cookie'] ?? []).not.toEqual(expect.arrayContaining([expect.stringMatching(/^token\./)]));
  });
});
