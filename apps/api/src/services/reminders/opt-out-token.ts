import { createHmac, timingSafeEqual } from 'node:crypto';

// The one-tap opt-out link of every reminder carries a token signed with the server's secret key:
// it names the learner without a database row, and cannot be made up for another learner. It does
// not expire (a message read months later must still opt out) and opting out twice does nothing.

const PURPOSE = 'reminder-opt-out';

function signatureOf(key: string, payload: string): string {
  return createHmac('sha256', key).update(`${PURPOSE}:${payload}`).digest('base64url');
}

export function optOutToken(key: string, userId: number): string {
  const payload = `u${userId}`;
  return `${payload}.${signatureOf(key, payload)}`;
}

/** The learner a token was signed for, or undefined for anything else. */
export function optOutUserOf(key: string, token: string): number | undefined {
  const match = /^u(\d{1,10})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match?.[1] || !match[2]) return undefined;
  const expected = Buffer.from(signatureOf(key, `u${match[1]}`));
  const given = Buffer.from(match[2]);
  return expected.length === given.length && timingSafeEqual(expected, given) ? Number(match[1]) : undefined;
}
