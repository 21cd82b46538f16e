import { describe, expect, it } from 'vitest';
import { readingMinutes } from './reading-time';

describe('readingMinutes', () => {
  it('counts the words of the text, not of the tags, at 200 a minute rounded up', () => {
    expect(readingMinutes(`<p class="lead">${'uno '.repeat(200)}</p>`)).toBe(1);
    expect(readingMinutes(`<p>${'uno '.repeat(201)}</p>`)).toBe(2);
  });

  it('is never zero, even for an empty body', () => {
    expect(readingMinutes('')).toBe(1);
    expect(readingMinutes('<p></p>')).toBe(1);
  });
});
