import { describe, expect, it } from 'vitest';
import { webVttProblem } from './webvtt';

const GOOD = 'WEBVTT\n\n00:00.000 --> 00:02.500\nHola\n\n1\n00:00:02.500 --> 01:00:00.000 align:start\nAdiós\n';

describe('webVttProblem', () => {
  it('accepts a file with the header and parsing cue timings (with a BOM, CRLF, ids and settings)', () => {
    expect(webVttProblem(GOOD)).toBeUndefined();
    expect(webVttProblem(`\uFEFF${GOOD.replaceAll('\n', '\r\n')}`)).toBeUndefined();
    expect(webVttProblem('WEBVTT - Lección 1\n\n00:01.000 --> 00:01.000\nx\n')).toBeUndefined();
  });

  it('refuses a missing header, a SubRip file and a file without cues', () => {
    expect(webVttProblem('00:00.000 --> 00:01.000\nHola\n')).toMatch(/start with WEBVTT/);
    expect(webVttProblem('1\n00:00:01,000 --> 00:00:02,000\nHola\n')).toMatch(/start with WEBVTT/);
    expect(webVttProblem('WEBVTTX\n\n00:00.000 --> 00:01.000\nx\n')).toMatch(/start with WEBVTT/);
    expect(webVttProblem('WEBVTT\n\nNOTE nothing here\n')).toBe('the file has no cues');
  });

  it('names the line of a timing that does not parse or runs backwards', () => {
    expect(webVttProblem('WEBVTT\n\n00:00,000 --> 00:01.000\nx\n')).toMatch(/^line 3: .* is not a cue timing/);
    expect(webVttProblem('WEBVTT\n\n00:61.000 --> 01:01.000\nx\n')).toMatch(/^line 3/);
    expect(webVttProblem('WEBVTT\n\n00:05.000 --> 00:01.000\nx\n')).toBe('line 3: the cue ends before it starts');
  });
});
