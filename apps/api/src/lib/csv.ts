/** One CSV field (RFC 4180): quoted when it holds a comma, a quote or a line break; a leading =+-@ is defused for spreadsheets. */
export function csvField(value: string | number | boolean | null): string {
  if (value === null) return '';
  let text = String(value);
  // A spreadsheet would run "=..." as a formula; a code or date never starts so, but a title might.
  if (/^[=+\-@]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One CSV line, ended by CRLF as RFC 4180 has it. */
export function csvLine(values: readonly (string | number | boolean | null)[]): string {
  return `${values.map(csvField).join(',')}\r\n`;
}
