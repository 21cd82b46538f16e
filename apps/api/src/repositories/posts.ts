import { and, count, desc, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { countries, posts } from '../db/schema';

/** Whose blog is read: an ally's (by id) in a country. */
export interface BlogScope {
  country: string;
  allyId: number;
}

const summaryColumns = {
  id: posts.id,
  slug: posts.slug,
  title: posts.title,
  excerpt: posts.excerpt,
  coverImageUrl: posts.coverImageUrl,
  author: posts.author,
  // Read only through visibleOn, which leaves drafts (no published_at) out.
  publishedAt: sql<Date>`${posts.publishedAt}`.mapWith(posts.publishedAt),
  country: countries.code,
};

/**
 * What an ally's blog in a country shows: its own posts and the platform's (no ally), never another
 * ally's; published, not archived, and not scheduled for later (published_at in the future).
 */
const visibleOn = ({ country, allyId }: BlogScope) =>
  and(
    eq(countries.code, country),
    or(eq(posts.allyId, allyId), isNull(posts.allyId)),
    lte(posts.publishedAt, sql`now()`),
    isNull(posts.archivedAt),
  );

export async function listPosts(db: Database, scope: BlogScope, page: number, pageSize: number) {
  const [total] = await db
    .select({ n: count() })
    .from(posts)
    .innerJoin(countries, eq(posts.countryId, countries.id))
    .where(visibleOn(scope));
  const rows = await db
    .select(summaryColumns)
    .from(posts)
    .innerJoin(countries, eq(posts.countryId, countries.id))
    .where(visibleOn(scope))
    .orderBy(desc(posts.publishedAt), desc(posts.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return { count: total?.n ?? 0, rows };
}

/** Every post the ally's blog shows, newest first, with its dates: the sitemap's entries (services/sitemap.ts). */
export async function listPostDates(db: Database, scope: BlogScope) {
  return db
    .select({ slug: posts.slug, publishedAt: summaryColumns.publishedAt, updatedAt: posts.updatedAt })
    .from(posts)
    .innerJoin(countries, eq(posts.countryId, countries.id))
    .where(visibleOn(scope))
    .orderBy(desc(posts.publishedAt), desc(posts.id));
}

/** A post of the ally's blog by its slug (the slug rules keep it to one: services/post-slugs.ts). */
export async function findPost(db: Database, scope: BlogScope, slug: string) {
  const [row] = await db
    .select({ ...summaryColumns, bodyHtml: posts.bodyHtml })
    .from(posts)
    .innerJoin(countries, eq(posts.countryId, countries.id))
    .where(and(visibleOn(scope), eq(posts.slug, slug)))
    // Were an ally's post and the platform's ever to share a slug, the ally's own would be read.
    .orderBy(sql`${posts.allyId} is null`)
    .limit(1);
  return row;
}
