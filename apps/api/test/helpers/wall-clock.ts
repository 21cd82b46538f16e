/**
 * `2026-03-02 12:00`: the moment as a clock in `timeZone` shows it, as the exports write their
 * times; worked out by Intl here, apart from the exports' own code, so a test can hold them to it.
 */
export function wallClockIn(timeZone: string, moment: Date | string): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(new Date(moment));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((one) => one.type === type)?.value;
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}`;
}
