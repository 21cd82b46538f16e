import { once } from 'node:events';
import { PassThrough, Readable, type Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import { csvLine } from './csv';

/**
 * What a cell may hold; a Date is written as the wall-clock time of the export's zone: in CSV as
 * `2026-11-30 08:15`, in XLSX as a date cell showing that time (a spreadsheet has no zones).
 */
export type ExportCell = string | number | boolean | Date | null;

export interface ExportColumn<Row> {
  /** The heading in the file's first row (already in the reader's language). */
  header: string;
  value(row: Row): ExportCell;
  /** XLSX column width in characters; CSV ignores it. */
  width?: number;
}

export type ExportFormat = 'csv' | 'xlsx';

export interface ExportOptions<Row> {
  columns: readonly ExportColumn<Row>[];
  /** Pulled one row at a time, only as fast as the client reads (lib/keyset-pages.ts gives one from the database). */
  rows: AsyncIterable<Row>;
  format: ExportFormat;
  /** Without extension; the format's is added. */
  filename: string;
  /** The IANA zone dates are written in (the ally's country's, `exportTimeZone`); UTC when absent. */
  timeZone?: string;
}

const BOM = '\uFEFF';
// Lines are sent in chunks of about this size: one write per row would cost more than the row.
const CSV_CHUNK_CHARS = 64 * 1024;
// exceljs commits rows into its zip as they come; this often we give the zip stream a turn to drain.
const XLSX_ROWS_PER_TURN = 500;

const CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

// One formatter per zone: building one per cell cost more than the rest of the row.
const clocks = new Map<string, Intl.DateTimeFormat>();

function clockOf(timeZone: string): Intl.DateTimeFormat {
  let clock = clocks.get(timeZone);
  if (!clock) {
    clock = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    clocks.set(timeZone, clock);
  }
  return clock;
}

/** The wall clock of `timeZone` at `date`, as a Date whose UTC fields hold it. */
function wallClockOf(date: Date, timeZone: string): Date {
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, number>> = Object.fromEntries(
    clockOf(timeZone)
      .formatToParts(date)
      .map((part) => [part.type, Number(part.value)]),
  );
  const { year = 1970, month = 1, day = 1, hour = 0, minute = 0, second = 0 } = parts;
  return new Date(Date.UTC(year, month - 1, day, hour, minute, second));
}

// A zone's offset is the same for a whole hour (changes fall on an hour in the zones served), so it
// is asked once per zone and hour: asking Intl for every cell made 20 exports at once 40% slower.
const HOUR_MS = 3_600_000;
const offsets = new Map<string, number>();

function offsetAt(date: Date, timeZone: string): number {
  const hour = Math.floor(date.getTime() / HOUR_MS);
  const key = `${timeZone} ${hour}`;
  let offset = offsets.get(key);
  if (offset === undefined) {
    const start = new Date(hour * HOUR_MS);
    offset = wallClockOf(start, timeZone).getTime() - start.getTime();
    if (offsets.size >= 100_000) offsets.clear();
    offsets.set(key, offset);
  }
  return offset;
}

/** The date's wall clock in `timeZone`, as a Date whose UTC fields hold it (what XLSX shows). */
function wallClock(date: Date, timeZone: string): Date {
  return new Date(date.getTime() + offsetAt(date, timeZone));
}

function csvText(cell: ExportCell, timeZone: string): string | number | boolean | null {
  if (!(cell instanceof Date)) return cell;
  return wallClock(cell, timeZone).toISOString().slice(0, 16).replace('T', ' ');
}

/** The CSV file as text chunks: BOM (so Excel reads UTF-8), the headings, then the rows (RFC 4180, formulas defused). */
export async function* csvChunks<Row>(
  columns: readonly ExportColumn<Row>[],
  rows: AsyncIterable<Row>,
  timeZone = 'UTC',
) {
  let chunk = BOM + csvLine(columns.map((column) => column.header));
  for await (const row of rows) {
    chunk += csvLine(columns.map((column) => csvText(column.value(row), timeZone)));
    if (chunk.length >= CSV_CHUNK_CHARS) {
      yield chunk;
      chunk = '';
    }
  }
  yield chunk;
}

// A text cell that a spreadsheet would take for a formula; exceljs writes strings as text, but a
// reader who copies the cell into another sheet would still run it, so it is defused as in CSV. A
// phone number or a plain number (`+52 55 5000 0001`, `-1`) runs nothing and is kept as it reads:
// in an XLSX text cell nothing computes it (a CSV needs its apostrophe, or the + is lost).
const PLAIN_NUMBER = /^[+-]?[\d\s().-]+$/;

function xlsxCell(cell: ExportCell, timeZone: string): ExportCell {
  if (cell instanceof Date) return wallClock(cell, timeZone);
  return typeof cell === 'string' && /^[=+\-@]/.test(cell) && !PLAIN_NUMBER.test(cell) ? `'${cell}` : cell;
}

const XLSX_DATE_FORMAT = 'yyyy-mm-dd hh:mm';

/** The part of a stream's state that node's streams and exceljs's older readable-stream both keep. */
interface WritableState {
  _writableState?: { needDrain?: boolean };
}

/**
 * The stream a sheet's XML goes into on its way into the zip. exceljs writes the XML there without
 * heeding backpressure (its StreamBuf in batch mode writes and goes on), and zlib compresses off the
 * main thread, slower than rows come: a 100,000-row export piled up ~33 MB of uncompressed XML
 * outside the JS heap. Read from exceljs 4.4's own fields (pinned; export-stream.test.ts measures it).
 */
function zipInputOf(sheet: ExcelJS.Worksheet): (Writable & WritableState) | undefined {
  return (sheet as unknown as { stream?: { pipes?: (Writable & WritableState)[] } }).stream?.pipes?.[0];
}

const stillOpen = (out: Writable) => Promise.race([once(out, 'close'), once(out, 'error')]);

async function waitForRoom(out: Writable, zipInput: (Writable & WritableState) | undefined): Promise<void> {
  if (zipInput?._writableState?.needDrain) await Promise.race([once(zipInput, 'drain'), stillOpen(out)]);
  if (out.writableNeedDrain) await Promise.race([once(out, 'drain'), stillOpen(out)]);
  else await new Promise((resolve) => setImmediate(resolve));
}

/** Writes the XLSX into `out` with exceljs's streaming writer: one sheet, rows committed as they come. */
export async function writeXlsx<Row>(
  out: PassThrough,
  columns: readonly ExportColumn<Row>[],
  rows: AsyncIterable<Row>,
  timeZone = 'UTC',
): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet('Datos');
  sheet.columns = columns.map((column, index) => ({ header: column.header, key: String(index), width: column.width }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  let count = 0;
  for await (const row of rows) {
    if (out.destroyed) return; // the client went away: stop reading the database
    const values = columns.map((column) => column.value(row));
    const added = sheet.addRow(values.map((value) => xlsxCell(value, timeZone)));
    values.forEach((value, index) => {
      if (value instanceof Date) added.getCell(index + 1).numFmt = XLSX_DATE_FORMAT;
    });
    added.commit();
    count += 1;
    if (count % XLSX_ROWS_PER_TURN === 0) await waitForRoom(out, zipInputOf(sheet));
  }
  sheet.commit();
  await workbook.commit();
}

function xlsxStream<Row>(columns: readonly ExportColumn<Row>[], rows: AsyncIterable<Row>, timeZone?: string): Readable {
  const out = new PassThrough();
  writeXlsx(out, columns, rows, timeZone).catch((error: Error) => out.destroy(error));
  return out;
}

/** The body of the export, pulled by whoever reads it (the reply, or a test). */
export function exportBody<Row>({ columns, rows, format, timeZone }: Omit<ExportOptions<Row>, 'filename'>): Readable {
  return format === 'csv' ? Readable.from(csvChunks(columns, rows, timeZone)) : xlsxStream(columns, rows, timeZone);
}

/** Header value naming the download, ASCII fallback plus the UTF-8 name (RFC 6266 / 5987). */
export function attachmentHeader(filename: string): string {
  const ascii = filename.normalize('NFD').replace(/[^\w.-]+/g, '-');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

/**
 * Sends a table as a CSV or XLSX download, streamed: rows are pulled from `rows` only as the
 * client reads, so memory stays flat however many there are; if the client leaves, the source stops.
 */
export function streamExport<Row>(reply: FastifyReply, options: ExportOptions<Row>): FastifyReply {
  return reply
    .type(CONTENT_TYPES[options.format])
    .header('content-disposition', attachmentHeader(`${options.filename}.${options.format}`))
    .header('cache-control', 'no-store')
    .send(exportBody(options));
}
