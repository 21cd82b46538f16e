/** An hour of the day as a clock reads it, `09:00`: the same in both languages, and never ambiguous. */
export function hourLabel(hour: number): string {
  return `${String(hour).padStart(2, '0')}:00`;
}
