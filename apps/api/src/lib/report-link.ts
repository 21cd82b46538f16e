import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The business report's link: `<learner>.<achievement>.<expiry>.<HMAC>`, signed with the server's
 * secret key. The learner and the prize come from the signature, never from a free query
 * parameter, and the link dies after ten minutes, so a copied or old link soon opens nothing.
 */
export const REPORT_LINK_SECONDS = 10 * 60;

const SALT = 'aula.business-report';

export interface ReportGrant {
  userId: number;
  achievementId: number;
}

const sign = (key: string, payload: string) =>
  createHmac('sha256', key).update(`${SALT}|${payload}`).digest('base64url');

export function makeReportToken(key: string, grant: ReportGrant, now: Date): string {
  const expires = (Math.floor(now.getTime() / 1000) + REPORT_LINK_SECONDS).toString(36);
  const payload = `${grant.userId}.${grant.achievementId}.${expires}`;
  return `${payload}.${sign(key, payload)}`;
}

/** The grant a valid, unexpired token carries; undefined for a tampered, foreign or old one. */
export function readReportToken(key: string, token: string, now: Date): ReportGrant | undefined {
  const match = /^([1-9]\d{0,9})\.([1-9]\d{0,9})\.([0-9a-z]{1,13})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match?.[1] || !match[2] || !match[3] || !match[4]) return undefined;
  const expected = Buffer.from(sign(key, `${match[1]}.${match[2]}.${match[3]}`));
  const given = Buffer.from(match[4]);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  if (Number.parseInt(match[3], 36) * 1000 < now.getTime()) return undefined;
  return { userId: Number(match[1]), achievementId: Number(match[2]) };
}
