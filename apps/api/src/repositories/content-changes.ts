import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { contentChanges, users } from '../db/schema';

export interface NewContentChange {
  allyId: number;
  userId: number | null;
  itemType: string;
  itemId: number;
  action: string;
  summary: Record<string, unknown>;
}

export async function insertContentChange(db: Database, change: NewContentChange): Promise<void> {
  await db.insert(contentChanges).values(change);
}

/**
 * An ally's item's changes, newest first, with who made them; another ally's item gives none.
 * `allyId` null reads every ally's records of the item (a platform post, which staff change acting for any ally).
 */
export async function findItemChanges(
  db: Database,
  allyId: number | null,
  itemType: string,
  itemId: number,
  limit: number,
) {
  return db
    .select({
      id: contentChanges.id,
      itemType: contentChanges.itemType,
      itemId: contentChanges.itemId,
      action: contentChanges.action,
      summary: contentChanges.summary,
      createdAt: contentChanges.createdAt,
      userId: users.id,
      userName: users.name,
    })
    .from(contentChanges)
    .leftJoin(users, eq(users.id, contentChanges.userId))
    .where(
      and(
        allyId === null ? undefined : eq(contentChanges.allyId, allyId),
        eq(contentChanges.itemType, itemType),
        eq(contentChanges.itemId, itemId),
      ),
    )
    .orderBy(desc(contentChanges.createdAt), desc(contentChanges.id))
    .limit(limit);
}
