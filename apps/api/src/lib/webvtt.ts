/**
 * Checks a WebVTT file the way a browser's track parser would refuse it: the `WEBVTT` header line,
 * then cues whose timing line parses (`[hh:]mm:ss.ttt --> [hh:]mm:ss.ttt [settings]`) and ends
 * no earlier than it starts. Returns the first problem, with its line number, or undefined.
 */
export function webVttProblem(text: string): string | undefined {
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  if (!/^WEBVTT(?:[ \t].*)?$/.test(lines[0] ?? '')) return 'line 1: the file must start with WEBVTT';
  let cues = 0;
  for (const [index, line] of lines.entries()) {
    if (!line.includes('-->')) continue;
    const timing = /^(\S+)[ \t]+-->[ \t]+(\S+)(?:[ \t].*)?$/.exec(line);
    const start = timing ? secondsOf(timing[1] ?? '') : undefined;
    const end = timing ? secondsOf(timing[2] ?? '') : undefined;
    if (start === undefined || end === undefined)
      return `line ${index + 1}: "${line.slice(0, 60)}" is not a cue timing`;
    if (end < start) return `line ${index + 1}: the cue ends before it starts`;
    cues += 1;
  }
  return cues === 0 ? 'the file has no cues' : undefined;
}

/** `mm:ss.ttt` or `hh:mm:ss.ttt`, minutes and seconds below 60, in seconds. */
function secondsOf(stamp: string): number | undefined {
  const match = /^(?:(\d{2,}):)?([0-5]\d):([0-5]\d)\.(\d{3})$/.exec(stamp);
  if (!match) return undefined;
  const [, hours = '0', minutes = '0', seconds = '0', millis = '0'] = match;
  return Number(hours) * 3600 + Number(minutes) * 60 + Number(seconds) + Number(millis) / 1000;
}
