import { POSTS } from '@aula/demo-content/blog';
import { daysAgo } from '@aula/demo-content/time';
import { sanitizeHtml } from '../../../lib/html';
import type { Database } from '../../client';
import { allyCountries, countries, posts } from '../../schema';

export async function seedBlog(db: Database, now: Date): Promise<void> {
  const countryId = new Map((await db.select().from(countries)).map((row) => [row.code, row.id]));
  // Each demo post belongs to the first ally offering its country, as the console migration decides for old posts.
  const owner = new Map<number, number>();
  for (const row of await db.select().from(allyCountries).orderBy(allyCountries.allyId)) {
    if (!owner.has(row.countryId)) owner.set(row.countryId, row.allyId);
  }
  for (const [code, list] of Object.entries(POSTS)) {
    const id = countryId.get(code);
    if (id === undefined) throw new Error(`Seed names unknown country ${code}`);
    await db.insert(posts).values(
      list.map(({ body, daysAgo: days, cover, ...post }) => ({
        ...post,
        countryId: id,
        allyId: owner.get(id) ?? null,
        bodyHtml: sanitizeHtml(body),
        coverImageUrl: cover ?? null,
        publishedAt: daysAgo(days, now),
      })),
    );
  }
}
