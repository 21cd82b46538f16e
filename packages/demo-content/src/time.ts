// The demo content dates things relative to "now" (published 9 days ago); the seed uses the real
// clock, the msw fixtures a fixed one so tests and stories always see the same dates.

export const DAY_MS = 86_400_000;

/** The fixed "now" of the msw fixtures. */
export const FIXTURE_NOW = new Date('2026-05-01T15:00:00Z');

export function daysAgo(days: number, now: Date): Date {
  return new Date(now.getTime() - days * DAY_MS);
}

export function daysAhead(days: number, now: Date): Date {
  return new Date(now.getTime() + days * DAY_MS);
}
