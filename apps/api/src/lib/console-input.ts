import { EDIT_CONFLICT } from '@aula/contracts/console';
import { HttpError } from './http-error';

/** 400 naming the field, as a contract's own check would (a rule only the database can tell). */
export const fieldRefused = (field: string, reason: string) =>
  new HttpError(400, 'bad_request', 'Invalid input', { fields: [{ field, reason }] });

/** 409: the item changed since the editor loaded it; `current` is the item as it is now. */
export const editConflict = (current: unknown) =>
  new HttpError(409, EDIT_CONFLICT, 'Someone saved this item while you were editing it', { current });

/** Whether a database error is a unique index refusing a duplicate (directly or as a driver's cause). */
export function isUniqueViolation(error: unknown): boolean {
  const { code, cause } = (error ?? {}) as { code?: string; cause?: { code?: string } };
  return code === '23505' || cause?.code === '23505';
}
