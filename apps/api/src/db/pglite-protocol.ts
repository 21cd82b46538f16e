/**
 * The messages between the API's main thread and the thread that runs the embedded database
 * (db/pglite-thread.ts). Only what the structured clone can carry crosses: SQL, parameters, rows,
 * and errors as their fields.
 */

/** Where the thread opens its database: a folder on disk, a data-dir snapshot, or memory. */
export interface PgliteThreadData {
  dataDir?: string;
  /** A tarball written by `dumpDataDir` (tests start from one instead of running initdb). */
  snapshotFile?: string;
}

/** What the main thread asks of the database. */
export type PgliteCall =
  | {
      op: 'query';
      sql: string;
      params: unknown[];
      rowMode: 'array' | 'object';
      /** Types whose text is handed back as it is (drizzle's parsers keep dates as strings). */
      rawTypes: number[];
    }
  | { op: 'exec'; sql: string }
  | { op: 'close' };

/** A call with the id its reply carries. */
export type PgliteRequest = PgliteCall & { id: number };

/** An error's own fields (code, detail, constraint, ...) with its name and message. */
export type ErrorFields = { name: string; message: string } & Record<string, unknown>;

export type PgliteReply = { id: number; ok: true; result: unknown } | { id: number; ok: false; error: ErrorFields };

/** Sent once the database is open and ready, or with the reason it could not open. */
export type PgliteReady = { ready: true } | { ready: false; error: ErrorFields };

export function errorFields(error: unknown): ErrorFields {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error) };
  const fields: ErrorFields = { name: error.name, message: error.message };
  for (const [key, value] of Object.entries(error)) {
    // Functions and class instances cannot cross; the SQL error fields are strings and numbers.
    if (value === undefined || ['string', 'number', 'boolean'].includes(typeof value)) fields[key] = value;
  }
  return fields;
}

/** The error again on this side, with the fields callers read (`code` for a unique violation). */
export function errorFromFields({ name, message, ...rest }: ErrorFields): Error {
  const error = Object.assign(new Error(message), rest);
  error.name = name;
  return error;
}
