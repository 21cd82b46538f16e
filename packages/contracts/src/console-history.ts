// What the console records of each change to an ally's content and team (who, when, what), and how
// an item's history is read back. The API writes one row per change in the change's own transaction.
import { z } from 'zod';
import { idParam } from './common';
import type { ConsoleAccess } from './console';

/**
 * The kinds of item whose changes are recorded. Add a kind here when a console area gains one
 * (add only; a stored row keeps its kind).
 */
export const CONTENT_ITEM_TYPES = [
  'module',
  'lesson',
  'part',
  'post',
  'landing',
  'achievement',
  'prize',
  'webinar',
  'webinar_codes',
  'media',
  'team_member',
  'invitation',
  'brand',
] as const;
export const contentItemType = z.enum(CONTENT_ITEM_TYPES);
export type ContentItemType = z.infer<typeof contentItemType>;

/**
 * Who may read an item's history: the team's (an invitation's email and role, a removed member's
 * name and email) is the team page's, so admins' and staff's; every other kind is any editor's.
 */
export function historyAccessOf(itemType: ContentItemType): ConsoleAccess {
  return itemType === 'team_member' || itemType === 'invitation' ? 'admin' : 'editor';
}

/** What happened to the item. Add one here when an area needs it (add only). */
export const CONTENT_ACTIONS = [
  'created',
  'updated',
  'published',
  'unpublished',
  'deleted',
  'archived',
  'restored',
  'reordered',
  'generated',
  'invited',
  'joined',
  'role_changed',
  'removed',
  'revoked',
] as const;
export const contentAction = z.enum(CONTENT_ACTIONS);
export type ContentAction = z.infer<typeof contentAction>;

/**
 * What the change touched: `fields`, the names of the fields that changed (as the item's contract
 * names them), and whatever else the area finds worth showing (e.g. `role`, `count`).
 */
export const changeSummary = z.looseObject({ fields: z.array(z.string()).optional() });
export type ChangeSummary = z.infer<typeof changeSummary>;

export const contentChange = z.object({
  id: z.number().int(),
  item_type: contentItemType,
  item_id: z.number().int(),
  action: contentAction,
  summary: changeSummary,
  /** Who made it; null once that account is gone. */
  user: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  created_at: z.iso.datetime({ offset: true }),
});
export type ContentChange = z.infer<typeof contentChange>;

export const historyParams = z.object({ itemType: contentItemType, itemId: idParam });
export type HistoryParams = z.infer<typeof historyParams>;

/** An item's changes, newest first (at most the latest 100). */
export const historyResponse = z.object({ results: z.array(contentChange) });
export type HistoryResponse = z.infer<typeof historyResponse>;
