import { EDIT_CONFLICT } from '@aula/contracts/console';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * The item as it is now, when a save failed because someone saved it first (409 `edit_conflict`,
 * `@aula/contracts/console`); undefined for any other outcome. The caller knows the item's type.
 */
export function editConflictOf<Item>(error: unknown): Item | undefined {
  if (!isRecord(error) || error.status !== 409 || !isRecord(error.data)) return undefined;
  return error.data.error === EDIT_CONFLICT ? (error.data.current as Item) : undefined;
}
