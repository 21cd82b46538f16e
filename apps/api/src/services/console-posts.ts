import type { ConsolePost, ConsolePostInput } from '@aula/contracts/console-blog';
import { type consolePostInput, type consolePostUpdate, postSlugFromTitle } from '@aula/contracts/console-blog';
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../db/client';
import { allyCountries, countries, posts } from '../db/schema';
import { editConflict, fieldRefused, isUniqueViolation } from '../lib/console-input';
import { sanitizeHtml } from '../lib/html';
import { notFound } from '../lib/http-error';
import { recordChange } from './content-history';

/** Who acts, for which ally: every query below is held to `allyId`. */
export interface ConsoleActor {
  allyId: number;
  userId: number;
}

type PostRow = typeof posts.$inferSelect & { country: string };
type NewPost = z.output<typeof consolePostInput>;
type PostUpdate = z.output<typeof consolePostUpdate>;

const SLUG_TAKEN = 'is already used by another post in this country';
const FIXED_ONCE_PUBLISHED = 'cannot change once the post is published';

const postColumns = { post: posts, country: countries.code };

function toConsolePost({ post, country }: { post: typeof posts.$inferSelect; country: string }): ConsolePost {
  return {
    id: post.id,
    country,
    slug: post.slug,
    title: post.title,
    excerpt: post.excerpt,
    body_html: post.bodyHtml,
    cover_image_url: post.coverImageUrl,
    author: post.author,
    status: post.publishedAt ? 'published' : 'draft',
    published_at: post.publishedAt?.toISOString() ?? null,
    updated_at: post.updatedAt.toISOString(),
    version: post.version,
  };
}

/** The ally's posts in every country, drafts first, then the newest. */
export async function listConsolePosts(db: Database, allyId: number) {
  const rows = await db
    .select(postColumns)
    .from(posts)
    .innerJoin(countries, eq(posts.countryId, countries.id))
    .where(eq(posts.allyId, allyId))
    .orderBy(sql`${posts.publishedAt} is null desc`, desc(sql`coalesce(${posts.publishedAt}, ${posts.updatedAt})`));
  return rows.map((row) => {
    const { body_html: _body, ...summary } = toConsolePost(row);
    return summary;
  });
}

async function findOwnPost(db: Database, allyId: number, id: number) {
  const [row] = await db
    .select(postColumns)
    .from(posts)
    .innerJoin(countries, eq(posts.countryId, countries.id))
    .where(and(eq(posts.id, id), eq(posts.allyId, allyId)))
    .limit(1);
  // Another ally's post answers like a missing one: ids reveal nothing.
  if (!row) throw notFound('Post not found');
  return row;
}

export async function getConsolePost(db: Database, allyId: number, id: number): Promise<ConsolePost> {
  return toConsolePost(await findOwnPost(db, allyId, id));
}

/** The country's id, if the ally offers it (an ally writes only for its own countries). */
async function offeredCountryId(db: Database, allyId: number, code: string): Promise<number> {
  const [row] = await db
    .select({ id: countries.id })
    .from(allyCountries)
    .innerJoin(countries, eq(allyCountries.countryId, countries.id))
    .where(and(eq(allyCountries.allyId, allyId), eq(countries.code, code)))
    .limit(1);
  if (!row) throw fieldRefused('country', 'is not a country this ally offers');
  return row.id;
}

async function refuseTakenSlug(db: Database, countryId: number, slug: string, ownId?: number) {
  const [clash] = await db
    .select({ id: posts.id })
    .from(posts)
    .where(
      and(eq(posts.countryId, countryId), eq(posts.slug, slug), ownId === undefined ? undefined : ne(posts.id, ownId)),
    )
    .limit(1);
  if (clash) throw fieldRefused('slug', SLUG_TAKEN);
}

function slugOf(input: Pick<ConsolePostInput, 'slug' | 'title'>): string {
  const slug = input.slug ?? postSlugFromTitle(input.title);
  if (slug === '') throw fieldRefused('slug', 'is required (the title has no letters or digits to make it from)');
  return slug;
}

/** Two saves racing for one slug: the unique index decides, and the loser hears it as a field error. */
async function slugGuarded<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw fieldRefused('slug', SLUG_TAKEN);
    throw error;
  }
}

export async function createConsolePost(db: Database, actor: ConsoleActor, input: NewPost): Promise<ConsolePost> {
  return slugGuarded(() =>
    db.transaction(async (tx) => {
      const countryId = await offeredCountryId(tx, actor.allyId, input.country);
      const slug = slugOf(input);
      await refuseTakenSlug(tx, countryId, slug);
      const [created] = await tx
        .insert(posts)
        .values({
          allyId: actor.allyId,
          countryId,
          slug,
          title: input.title,
          excerpt: input.excerpt,
          bodyHtml: sanitizeHtml(input.body_html),
          coverImageUrl: input.cover_image_url,
          author: input.author,
          publishedAt: null,
        })
        .returning();
      if (!created) throw new Error('insert returned no post');
      await recordChange(tx, { ...actor, itemType: 'post', itemId: created.id, action: 'created', summary: {} });
      return toConsolePost({ post: created, country: input.country });
    }),
  );
}

/** The fields a save changed, for the history (names only: the history is not a second copy). */
function changedFields(before: PostRow, after: typeof posts.$inferSelect, country: string): string[] {
  const pairs: [string, unknown, unknown][] = [
    ['country', before.country, country],
    ['slug', before.slug, after.slug],
    ['title', before.title, after.title],
    ['excerpt', before.excerpt, after.excerpt],
    ['body_html', before.bodyHtml, after.bodyHtml],
    ['cover_image_url', before.coverImageUrl, after.coverImageUrl],
    ['author', before.author, after.author],
  ];
  return pairs.filter(([, a, b]) => a !== b).map(([name]) => name);
}

/** Saves a post if nobody saved it since `version`; a published post keeps its country and slug. */
export async function updateConsolePost(
  db: Database,
  actor: ConsoleActor,
  id: number,
  input: PostUpdate,
): Promise<ConsolePost> {
  return slugGuarded(() =>
    db.transaction(async (tx) => {
      const { post: before, country } = await findOwnPost(tx, actor.allyId, id);
      if (before.version !== input.version) throw editConflict(toConsolePost({ post: before, country }));
      const published = before.publishedAt !== null;
      if (published && input.slug !== undefined && input.slug !== before.slug) {
        throw fieldRefused('slug', FIXED_ONCE_PUBLISHED);
      }
      if (published && input.country !== country) throw fieldRefused('country', FIXED_ONCE_PUBLISHED);
      const countryId =
        input.country === country ? before.countryId : await offeredCountryId(tx, actor.allyId, input.country);
      // A saved post keeps its slug unless the editor changes it: a new title never moves its address.
      const slug = input.slug ?? before.slug;
      if (slug !== before.slug || countryId !== before.countryId) await refuseTakenSlug(tx, countryId, slug, id);
      const [after] = await tx
        .update(posts)
        .set({
          countryId,
          slug,
          title: input.title,
          excerpt: input.excerpt,
          bodyHtml: sanitizeHtml(input.body_html),
          coverImageUrl: input.cover_image_url,
          author: input.author,
          version: sql`${posts.version} + 1`,
        })
        .where(and(eq(posts.id, id), eq(posts.allyId, actor.allyId), eq(posts.version, input.version)))
        .returning();
      if (!after) throw editConflict(await getConsolePost(tx, actor.allyId, id));
      const fields = changedFields({ ...before, country }, after, input.country);
      await recordChange(tx, { ...actor, itemType: 'post', itemId: id, action: 'updated', summary: { fields } });
      return toConsolePost({ post: after, country: input.country });
    }),
  );
}

/** Publishes (now) or unpublishes a post, if nobody saved it since `version`. */
export async function setPostPublished(
  db: Database,
  actor: ConsoleActor,
  id: number,
  version: number,
  publish: boolean,
): Promise<ConsolePost> {
  return db.transaction(async (tx) => {
    const { post: before, country } = await findOwnPost(tx, actor.allyId, id);
    if (before.version !== version) throw editConflict(toConsolePost({ post: before, country }));
    const [after] = await tx
      .update(posts)
      .set({
        // Publishing again keeps the first date, so the post keeps its place on the blog.
        publishedAt: publish ? (before.publishedAt ?? sql`now()`) : null,
        version: sql`${posts.version} + 1`,
      })
      .where(and(eq(posts.id, id), eq(posts.allyId, actor.allyId), eq(posts.version, version)))
      .returning();
    if (!after) throw editConflict(await getConsolePost(tx, actor.allyId, id));
    await recordChange(tx, {
      ...actor,
      itemType: 'post',
      itemId: id,
      action: publish ? 'published' : 'unpublished',
      summary: {},
    });
    return toConsolePost({ post: after, country });
  });
}
