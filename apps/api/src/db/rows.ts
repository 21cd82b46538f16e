/** The rows of `db.execute`: node-postgres and PGlite both answer `{ rows }`. */
export function rowsOf<T>(result: unknown): T[] {
  if (typeof result === 'object' && result !== null && 'rows' in result) return (result as { rows: T[] }).rows;
  return result as T[];
}
