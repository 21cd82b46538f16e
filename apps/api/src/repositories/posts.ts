import { and, count, desc, eq, lte, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { countries, posts } from '../db/schema';

const summaryColumns = {
  id: posts.id,
  slug: posts.slug,
  title: posts.title,
  excerpt: posts.excerpt,
  coverImageUrl: posts.coverImageUrl,
  author: posts.author,
  // Read only through visibleIn, which leaves drafts (no published_at) out.
  publishedAt: sql<Date>`${posts.publishedAt}`.mapWith(posts.publishedAt),
  country: countries.code,
};

// Scheduled posts (published_at in the future) stay hidden until their time comes.
const visibleIn = (country: string) => and(eq(countries.code, country), lte(posts.publishedAt, sql`now()`));

export async function listPosts(db: Database, country: string, page: number, pageSize: number) {
  const [total] = await db
    .select({ n: count() })
    .from(posts)
    .innerJoin(countries, eq(posts.countryId, countries.id))
    .where(visibleIn(country));
  const rows = await db
    .select(summaryColumns)
    .from(posts)
    .innerJoin(countries, eq(posts.countryId, countries.id))
    .where(visibleIn(country))
    .orderBy(desc(posts.publishedAt), desc(posts.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return { count: total?.n ?? 0, rows };
}

export async function findPost(db: Database, country: string, slug: string) {
  const [row] = await db
    .select({ ...summaryColumns, bodyHtml: posts.bodyHtml })
    .from(posts)
    .innerJoin(countries, eq(posts.countryId, countries.id))
    .where(and(visibleIn(country), eq(posts.slug, slug)))
    .limit(1);
  return row;
}
