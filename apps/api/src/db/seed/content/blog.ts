import { sanitizeHtml } from '../../../lib/html';
import type { Database } from '../../client';
import { countries, posts } from '../../schema';
import { POSTS } from './blog-data';

const DAY_MS = 86_400_000;

export async function seedBlog(db: Database, now: Date): Promise<void> {
  const countryId = new Map((await db.select().from(countries)).map((row) => [row.code, row.id]));
  for (const [code, list] of Object.entries(POSTS)) {
    const id = countryId.get(code);
    if (id === undefined) throw new Error(`Seed names unknown country ${code}`);
    await db.insert(posts).values(
      list.map(({ body, daysAgo, ...post }) => ({
        ...post,
        countryId: id,
        bodyHtml: sanitizeHtml(body),
        coverImageUrl: null,
        publishedAt: new Date(now.getTime() - daysAgo * DAY_MS),
      })),
    );
  }
}
