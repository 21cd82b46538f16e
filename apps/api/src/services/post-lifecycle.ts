import { type ConsolePost, POST_ARCHIVED } from '@aula/contracts/console-blog';
import type { ContentAction } from '@aula/contracts/console-history';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { posts } from '../db/schema';
import { editConflict } from '../lib/console-input';
import { HttpError } from '../lib/http-error';
import { recordChange } from './content-history';
import { findEditablePost, type PostActor, type PostRow, recordedAs, toConsolePost } from './post-access';

/** The moves of a post between draft, published and archived, each a line of its history. */
export type PostMove = 'publish' | 'unpublish' | 'archive' | 'restore';

const ACTION: Record<PostMove, ContentAction> = {
  publish: 'published',
  unpublish: 'unpublished',
  archive: 'archived',
  restore: 'restored',
};

/** The columns a move sets, from the post as it is. */
function movedColumns(move: PostMove, before: PostRow) {
  switch (move) {
    // Publishing again keeps the first date, so the post keeps its place on the blog.
    case 'publish':
      return { publishedAt: before.publishedAt ?? sql`now()` };
    case 'unpublish':
      return { publishedAt: null };
    // Archived, a post is off the blog; restored, it comes back a draft, never straight to the blog.
    case 'archive':
      return { publishedAt: null, archivedAt: before.archivedAt ?? sql`now()` };
    case 'restore':
      return { archivedAt: null };
  }
}

/** Moves a post (publish, unpublish, archive, restore) if nobody saved it since `version`. */
export async function movePost(
  db: Database,
  actor: PostActor,
  id: number,
  version: number,
  move: PostMove,
): Promise<ConsolePost> {
  return db.transaction(async (tx) => {
    const { post: before, country } = await findEditablePost(tx, actor, id);
    if (before.version !== version) throw editConflict(toConsolePost({ post: before, country }));
    if (move === 'publish' && before.archivedAt) {
      throw new HttpError(400, POST_ARCHIVED, 'Restore the post before publishing it');
    }
    const [after] = await tx
      .update(posts)
      .set({ ...movedColumns(move, before), version: sql`${posts.version} + 1` })
      .where(and(eq(posts.id, id), eq(posts.version, version)))
      .returning();
    if (!after) throw editConflict(toConsolePost(await findEditablePost(tx, actor, id)));
    await recordChange(tx, { ...recordedAs(actor), itemType: 'post', itemId: id, action: ACTION[move] });
    return toConsolePost({ post: after, country });
  });
}

/**
 * Deletes a post for good: its address is free and answers 404 at once. The history keeps the line
 * (with the title and address it had), since the post itself is gone.
 */
export async function deletePost(db: Database, actor: PostActor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const { post } = await findEditablePost(tx, actor, id);
    await tx.delete(posts).where(eq(posts.id, post.id));
    await recordChange(tx, {
      ...recordedAs(actor),
      itemType: 'post',
      itemId: id,
      action: 'deleted',
      summary: { title: post.title, slug: post.slug },
    });
  });
}
