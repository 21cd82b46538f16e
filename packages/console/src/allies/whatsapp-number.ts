import { dialCodes } from '@aula/ui-kit/dial-codes';

// No-break spaces: the number must not break across two lines in a narrow row.
const NBSP = '\u00a0';

// Longest first, so +593 (Ecuador) is not read as +59 and a 3.
const knownCodes = [...new Set(Object.values(dialCodes))].sort((a, b) => b.length - a.length);

/**
 * An E.164 number as staff read it: "+525512345678" -> "+52 55 1234 5678". A known dialling code
 * followed by ten digits is grouped as people say them (Mexico's big cities 55 1234 5678, most
 * others 300 123 4567); any other number is shown as stored.
 */
export function displayWhatsappNumber(number: string): string {
  const digits = number.slice(1);
  const code = knownCodes.find((known) => digits.startsWith(known) && digits.length - known.length === 10);
  if (!number.startsWith('+') || code === undefined) return number;
  const national = digits.slice(code.length);
  const groups = code === '52' ? [2, 4, 4] : [3, 3, 4];
  let start = 0;
  const parts = groups.map((size) => {
    start += size;
    return national.slice(start - size, start);
  });
  return [`+${code}`, ...parts].join(NBSP);
}
