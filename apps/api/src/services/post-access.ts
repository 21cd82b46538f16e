import type { ConsolePost } from '@aula/contracts/console-blog';
import { and, eq, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { allyCountries, countries, posts } from '../db/schema';
import { notFound } from '../lib/http-error';
import type { ConsoleActor } from './console-actor';

/** Who acts in the console's blog: the platform's staff also write the platform's posts. */
export interface PostActor extends ConsoleActor {
  staff: boolean;
}

export type PostRow = typeof posts.$inferSelect;

/** Who a change is recorded as: the acting ally and user (a platform post's, under the ally staff acted for). */
export const recordedAs = ({ allyId, userId }: PostActor) => ({ allyId, userId });

/**
 * The posts an actor may read and change: the acting ally's own; for staff also the platform's
 * posts (no ally) of the countries that ally offers. Another ally's post is never among them.
 */
export function editableBy(actor: PostActor): SQL | undefined {
  const own = eq(posts.allyId, actor.allyId);
  if (!actor.staff) return own;
  const offered = sql`${posts.countryId} in (select ${allyCountries.countryId} from ${allyCountries} where ${allyCountries.allyId} = ${actor.allyId})`;
  return or(own, and(isNull(posts.allyId), offered));
}

export const postColumns = { post: posts, country: countries.code };

function statusOf(post: PostRow): ConsolePost['status'] {
  if (post.archivedAt) return 'archived';
  return post.publishedAt ? 'published' : 'draft';
}

export function toConsolePost({ post, country }: { post: PostRow; country: string }): ConsolePost {
  return {
    id: post.id,
    country,
    slug: post.slug,
    title: post.title,
    excerpt: post.excerpt,
    body_html: post.bodyHtml,
    cover_image_url: post.coverImageUrl,
    author: post.author,
    status: statusOf(post),
    platform: post.allyId === null,
    published_at: post.publishedAt?.toISOString() ?? null,
    updated_at: post.updatedAt.toISOString(),
    version: post.version,
  };
}

/** A post the actor may change, with its country's code; anything else (another ally's) is 404. */
export async function findEditablePost(db: Database, actor: PostActor, id: number) {
  const [row] = await db
    .select(postColumns)
    .from(posts)
    .innerJoin(countries, eq(posts.countryId, countries.id))
    .where(and(eq(posts.id, id), editableBy(actor)))
    .limit(1);
  // Another ally's post answers like a missing one: ids reveal nothing.
  if (!row) throw notFound('Post not found');
  return row;
}

/**
 * Whose records make a post's history: the acting ally's, or, for a platform post staff may edit,
 * every ally's (staff write it acting for one ally or another). Null stands for every ally.
 */
export async function postHistoryAlly(db: Database, actor: PostActor, id: number): Promise<number | null> {
  if (!actor.staff) return actor.allyId;
  const [row] = await db
    .select({ allyId: posts.allyId })
    .from(posts)
    .where(and(eq(posts.id, id), editableBy(actor)))
    .limit(1);
  return row && row.allyId === null ? null : actor.allyId;
}
