// The ally console's shared rules: who may act for which ally, and how a save that lost a race
// with another editor is answered. The API's guard, the msw mocks and the console's screens read
// these, so the three cannot disagree.
import { z } from 'zod';
import { TEAM_ROLES } from './constants';
import type { Access } from './endpoint';
import { apiError } from './errors';

export type TeamRole = (typeof TEAM_ROLES)[number];
export const teamRole = z.enum(TEAM_ROLES);

/** The console's access levels (`Access` of `@aula/contracts/endpoint`). */
export type ConsoleAccess = Extract<Access, 'editor' | 'admin'>;

/** Which stored roles a console access level lets in (staff: for every ally). */
const ROLES_OF: Record<ConsoleAccess, readonly string[]> = {
  editor: ['ally_editor', 'ally_admin', 'staff'],
  admin: ['ally_admin', 'staff'],
};

/** Whether a user's role opens a console route of this access level (for the ally still to be checked). */
export function roleAllows(role: string, level: ConsoleAccess): boolean {
  return ROLES_OF[level].includes(role);
}

/** Whether a user of `role` on `userAlly` may act for `ally`: staff for every ally, a team only for its own. */
export function mayActFor(user: { role: string; allyCode: string }, ally: string): boolean {
  return user.role === 'staff' || user.allyCode === ally;
}

/** Whether a user may open the console of `ally` at all (the lowest level, editor). */
export function mayOpenConsole(user: { role: string; allyCode: string }, ally: string): boolean {
  return roleAllows(user.role, 'editor') && mayActFor(user, ally);
}

/** 403: a team member named another ally than their own. */
export const WRONG_ALLY = 'wrong_ally';
/** 400: a console call named no ally (`x-aula-ally`). */
export const ALLY_REQUIRED = 'ally_required';
/** 409: someone saved the item since this editor loaded it. */
export const EDIT_CONFLICT = 'edit_conflict';

/** The version every editable item carries: 1 when created, +1 on each save. */
export const itemVersion = z.number().int().positive();

/**
 * A save's body: the item's fields and the `version` the editor loaded. The server writes only if
 * the row still has that version (one UPDATE ... WHERE id = ? AND version = ?), else answers 409.
 */
export function versioned<Shape extends z.ZodRawShape>(item: z.ZodObject<Shape>) {
  return item.extend({ version: itemVersion });
}

/** The 409 answer of a save that lost the race: the item as it is now, for the editor to compare. */
export function editConflictError<Item extends z.ZodType>(current: Item) {
  return apiError.extend({ error: z.literal(EDIT_CONFLICT), current });
}

export type EditConflict<Item> = z.infer<typeof apiError> & { error: typeof EDIT_CONFLICT; current: Item };
