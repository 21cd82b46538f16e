import { POSTS } from '@aula/demo-content/blog';
import { daysAgo } from '@aula/demo-content/time';
import { sanitizeHtml } from '../../../lib/html';
import type { Database } from '../../client';
import { countries, posts } from '../../schema';

export async function seedBlog(db: Database, now: Date): Promise<void> {
  const countryId = new Map((await db.select().from(countries)).map((row) => [row.code, row.id]));
  for (const [code, list] of Object.entries(POSTS)) {
    const id = countryId.get(code);
    if (id === undefined) throw new Error(`Seed names unknown country ${code}`);
    await db.insert(posts).values(
      // The demo posts are general advice for any business of the country, no ally's own: the
      // platform's (no ally), on every ally's blog there, as migration 0031 makes the old posts.
      list.map(({ body, daysAgo: days, cover, ...post }) => ({
        ...post,
        countryId: id,
        allyId: null,
        bodyHtml: sanitizeHtml(body),
        coverImageUrl: cover ?? null,
        publishedAt: daysAgo(days, now),
      })),
    );
  }
}
