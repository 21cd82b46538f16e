import { dialCodes, type PhoneValue } from '@aula/ui-kit/dial-codes';

// No-break spaces: a number read back inside a sentence must not break across two lines.
const NBSP = '\u00a0';

// How ten national digits are said: Mexico's big cities as 55 5000 0001, most others 300 123 4567.
const groupsOf = (country: string) => (country === 'mx' ? [2, 4, 4] : [3, 3, 4]);

/** Ten digits typed in one run are grouped as people say them; anything else stays as typed. */
function grouped(country: string, typed: string): string {
  if (!/^\d{10}$/.test(typed)) return typed.replace(/\s+/g, NBSP);
  let start = 0;
  return groupsOf(country)
    .map((size) => {
      start += size;
      return typed.slice(start - size, start);
    })
    .join(NBSP);
}

/** The number as the learner would read it back: "+52 55 5000 0001" (never split across lines). */
export function displayPhone({ country, number }: PhoneValue): string {
  const typed = number.trim();
  if (typed.startsWith('+')) return typed.replace(/\s+/g, NBSP);
  const dialCode = dialCodes[country];
  return dialCode ? `+${dialCode}${NBSP}${grouped(country, typed)}` : grouped(country, typed);
}

/** A PhoneValue handed from one screen to the next in the router's state, if it is one. */
export function phoneFromState(state: unknown): PhoneValue | undefined {
  const phone = (state as { phone?: unknown } | null)?.phone as Partial<PhoneValue> | undefined;
  return typeof phone?.country === 'string' && typeof phone.number === 'string'
    ? { country: phone.country, number: phone.number }
    : undefined;
}
