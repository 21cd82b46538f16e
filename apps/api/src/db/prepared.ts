import type { Placeholder } from 'drizzle-orm';
import type { Database } from './client';

const statements = new WeakMap<Database, Map<string, unknown>>();

/**
 * A statement built once per database and reused: drizzle then skips rebuilding the SQL on every
 * call, and PostgreSQL gets a named prepared statement (parsed and planned once per connection).
 * The hot reads and writes of a learner go through here; `name` must be unique in the app.
 */
export function prepared<T>(db: Database, name: string, build: () => T): T {
  let byName = statements.get(db);
  if (!byName) {
    byName = new Map();
    statements.set(db, byName);
  }
  let statement = byName.get(name) as T | undefined;
  if (statement === undefined) {
    statement = build();
    byName.set(name, statement);
  }
  return statement;
}

/** A value of a query builder: the value itself, or a placeholder filled when a prepared statement runs. */
export type Param<T> = T | Placeholder;
