import { describe, expect, it } from 'vitest';
import { timeAgo } from './time-ago';

const NOW = Date.parse('2026-03-12T12:00:00Z');
const ago = (seconds: number) => new Date(NOW - seconds * 1000).toISOString();

describe('timeAgo', () => {
  it('says nothing within the last minute (the screen says "now")', () => {
    expect(timeAgo(ago(59), 'es', NOW)).toBeNull();
  });

  it('counts minutes, hours and days in the interface language', () => {
    expect(timeAgo(ago(5 * 60), 'es', NOW)).toBe('hace 5 minutos');
    expect(timeAgo(ago(3 * 3600), 'en', NOW)).toBe('3 hours ago');
    expect(timeAgo(ago(24 * 3600), 'es', NOW)).toBe('ayer');
    expect(timeAgo(ago(9 * 24 * 3600), 'en', NOW)).toBe('9 days ago');
  });

  it('gives the date for anything older than a month', () => {
    expect(timeAgo('2026-01-05T12:00:00Z', 'es', NOW)).toBe('5 de enero de 2026');
  });

  it('treats a time in the future (a clock ahead of the server) as now', () => {
    expect(timeAgo(new Date(NOW + 90_000).toISOString(), 'es', NOW)).toBeNull();
  });
});
