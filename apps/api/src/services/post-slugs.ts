import { SLUG_TAKEN, SLUG_TAKEN_REASONS, type SlugTakenCode, slugTakenBy } from '@aula/contracts/console-blog';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { posts } from '../db/schema';
import { isUniqueViolation } from '../lib/console-input';
import { HttpError } from '../lib/http-error';

/** The first key of the advisory locks on a country's slug (the second: a hash of country and slug). */
const SLUG_LOCK_CLASS = 31_031;

/** 400 with the code the console words, and the field `slug` for any other client. */
const slugTaken = (code: SlugTakenCode) =>
  new HttpError(400, code, 'Invalid input', { fields: [{ field: 'slug', reason: SLUG_TAKEN_REASONS[code] }] });

export interface SlugClaim {
  countryId: number;
  /** The blog the post is on: its ally, or null for a platform post (every ally's blog of the country). */
  allyId: number | null;
  slug: string;
  /** The post being saved, which may keep its own slug. */
  ownId?: number;
}

/**
 * Refuses a slug another post already has where this post would be read (`slugTakenBy`): an ally's
 * post clashes with its ally's posts and the platform's of the country; a platform post with every
 * post of the country. Another ally's posts never clash with an ally's, so the answer says nothing
 * of them, their drafts included. Call it in the write's transaction.
 */
export async function claimSlug(tx: Database, { countryId, allyId, slug, ownId }: SlugClaim): Promise<void> {
  // The two unique indexes hold each blog's slugs apart, but not a platform post's from an ally's:
  // writers of one address in one country take turns, so each check sees the other's row.
  await tx.execute(sql`select pg_advisory_xact_lock(${SLUG_LOCK_CLASS}, hashtext(${`${countryId}/${slug}`}))`);
  const holders = await tx
    .select({ allyId: posts.allyId })
    .from(posts)
    .where(
      and(eq(posts.countryId, countryId), eq(posts.slug, slug), ownId === undefined ? undefined : ne(posts.id, ownId)),
    );
  const clash = slugTakenBy(allyId, holders);
  if (clash) throw slugTaken(clash);
}

/** Two saves of one blog racing for one slug: the unique index decides, and the loser hears it as a clash. */
export async function slugGuarded<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw slugTaken(SLUG_TAKEN.sameBlog);
    throw error;
  }
}
