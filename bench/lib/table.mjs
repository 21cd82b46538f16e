// The bench's tables: one line per row, columns padded, and the yes/no verdict every row ends with.

/** The lines of a table titled `title` (markdown-like, readable as plain text). */
export function tableLines(title, rows) {
  const lines = [`\n## ${title}`];
  if (rows.length === 0) return [...lines, '(none)'];
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  const cell = (row, column) => String(row[column] ?? '');
  const widths = columns.map((column) => Math.max(column.length, ...rows.map((row) => cell(row, column).length)));
  const line = (cells) => cells.map((text, index) => text.padEnd(widths[index])).join(' | ');
  return [
    ...lines,
    line(columns),
    widths.map((width) => '-'.repeat(width)).join('-|-'),
    ...rows.map((row) => line(columns.map((column) => cell(row, column)))),
  ];
}

/** 'yes' when a figure is at or under its target (a time, a size); a missing figure is never at target. */
export function atOrUnder(value, target) {
  return Number.isFinite(value) && value <= target ? 'yes' : 'NO';
}

export const seconds = (ms) => (Number.isFinite(ms) ? (ms / 1000).toFixed(2) : '-');
export const megabytes = (bytes) => (Number.isFinite(bytes) ? (bytes / 1_000_000).toFixed(1) : '-');
