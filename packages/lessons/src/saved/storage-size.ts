/**
 * Space on the phone in the learner's words: kilobytes below a megabyte (never "0 kB" for something
 * kept), megabytes with one decimal above. Decimal units, as phones' storage settings count. The
 * number and its unit never part at a line's end.
 */
export function formatStorageSize(bytes: number, language: string): string {
  return sizeInUnits(bytes, language).replace(/ /g, '\u00a0');
}

function sizeInUnits(bytes: number, language: string): string {
  if (!Number.isFinite(bytes) || bytes < 0) throw new RangeError(`a size is a number of bytes, not ${bytes}`);
  const kilobytes = Math.max(1, Math.ceil(bytes / 1000));
  if (kilobytes < 1000) {
    return new Intl.NumberFormat(language, { style: 'unit', unit: 'kilobyte', unitDisplay: 'short' }).format(kilobytes);
  }
  return new Intl.NumberFormat(language, {
    style: 'unit',
    unit: 'megabyte',
    unitDisplay: 'short',
    maximumFractionDigits: 1,
  }).format(bytes / 1_000_000);
}
