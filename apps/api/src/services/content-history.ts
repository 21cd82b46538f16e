import type { ChangeSummary, ContentAction, ContentChange, ContentItemType } from '@aula/contracts/console-history';
import type { Database } from '../db/client';
import { findItemChanges, insertContentChange } from '../repositories/content-changes';

export interface ChangeRecord {
  allyId: number;
  /** Who made the change (null for the system, e.g. a migration). */
  userId: number | null;
  itemType: ContentItemType;
  itemId: number;
  action: ContentAction;
  /** Which fields changed (`fields`, as the item's contract names them) and anything else worth showing. */
  summary?: ChangeSummary;
}

/**
 * Records one change to an ally's content or team. Call it with the transaction that makes the
 * change (`db.transaction(async (tx) => { ...; await recordChange(tx, {...}) })`), so a change is
 * never kept without its record, nor a record without its change.
 */
export async function recordChange(db: Database, change: ChangeRecord): Promise<void> {
  await insertContentChange(db, { ...change, summary: change.summary ?? {} });
}

/** The fields whose values differ between `before` and `after` (a save's summary), by the names given. */
export function changedFields<T extends object>(before: T, after: Partial<T>): string[] {
  return (Object.keys(after) as (keyof T & string)[]).filter(
    (key) => after[key] !== undefined && JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  );
}

const HISTORY_LIMIT = 100;

/**
 * An item's history as the console shows it: newest first, the latest 100, only the acting ally's
 * (null: every ally's, for an item of no ally such as a platform post).
 */
export async function itemHistory(
  db: Database,
  allyId: number | null,
  itemType: ContentItemType,
  itemId: number,
): Promise<ContentChange[]> {
  const rows = await findItemChanges(db, allyId, itemType, itemId, HISTORY_LIMIT);
  return rows.map((row) => ({
    id: row.id,
    item_type: row.itemType as ContentItemType,
    item_id: row.itemId,
    action: row.action as ContentAction,
    summary: row.summary,
    user: row.userId === null || row.userName === null ? null : { id: row.userId, name: row.userName },
    created_at: row.createdAt.toISOString(),
  }));
}
