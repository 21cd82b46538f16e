import { describe, expect, it } from 'vitest';
import { ageWords, figuresAge } from './figures-age';

const NOW = Date.parse('2026-11-26T15:00:00Z');
const ago = (ms: number) => new Date(NOW - ms).toISOString();
const MINUTE = 60_000;
const words = (ms: number, locale: string, moment: string) => ageWords(figuresAge(ago(ms), NOW), locale, moment);

describe('figures age', () => {
  it('is a moment under a minute, and when the clock is behind the server', () => {
    expect(figuresAge(ago(0), NOW)).toBe('moment');
    expect(figuresAge(ago(59_999), NOW)).toBe('moment');
    expect(figuresAge(ago(-5 * MINUTE), NOW)).toBe('moment');
  });

  it('counts whole minutes, then whole hours, then days', () => {
    expect(figuresAge(ago(MINUTE), NOW)).toEqual({ unit: 'minute', count: 1 });
    expect(figuresAge(ago(7 * MINUTE + 59_000), NOW)).toEqual({ unit: 'minute', count: 7 });
    expect(figuresAge(ago(59 * MINUTE + 59_000), NOW)).toEqual({ unit: 'minute', count: 59 });
    expect(figuresAge(ago(60 * MINUTE), NOW)).toEqual({ unit: 'hour', count: 1 });
    expect(figuresAge(ago(23 * 60 * MINUTE + 59 * MINUTE), NOW)).toEqual({ unit: 'hour', count: 23 });
    expect(figuresAge(ago(3 * 24 * 60 * MINUTE), NOW)).toEqual({ unit: 'day', count: 3 });
  });

  it('is said in Spanish', () => {
    expect(words(20_000, 'es-MX', 'hace un momento')).toBe('hace un momento');
    expect(words(MINUTE, 'es-MX', '')).toBe('hace 1 minuto');
    expect(words(7 * MINUTE, 'es-MX', '')).toBe('hace 7 minutos');
    expect(words(2 * 60 * MINUTE, 'es-MX', '')).toBe('hace 2 horas');
    expect(words(24 * 60 * MINUTE, 'es-MX', '')).toBe('ayer');
    expect(words(3 * 24 * 60 * MINUTE, 'es-MX', '')).toBe('hace 3 días');
  });

  it('is said in English', () => {
    expect(words(20_000, 'en-MX', 'a moment ago')).toBe('a moment ago');
    expect(words(7 * MINUTE, 'en-MX', '')).toBe('7 minutes ago');
    expect(words(60 * MINUTE, 'en-MX', '')).toBe('1 hour ago');
    expect(words(5 * 60 * MINUTE, 'en-MX', '')).toBe('5 hours ago');
    expect(words(24 * 60 * MINUTE, 'en-MX', '')).toBe('yesterday');
  });
});
