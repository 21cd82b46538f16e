import type { ConsolePost, ConsolePostInput } from '@aula/contracts/console-blog';
import { type consolePostInput, type consolePostUpdate, postSlugFromTitle } from '@aula/contracts/console-blog';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../db/client';
import { allyCountries, countries, posts } from '../db/schema';
import { editConflict, fieldRefused } from '../lib/console-input';
import { sanitizeHtml } from '../lib/html';
import { HttpError } from '../lib/http-error';
import { recordChange } from './content-history';
import {
  editableBy,
  findEditablePost,
  type PostActor,
  type PostRow,
  postColumns,
  recordedAs,
  toConsolePost,
} from './post-access';
import { claimSlug, slugGuarded } from './post-slugs';

// Other console areas name the actor from here.
export type { ConsoleActor } from './console-actor';

type NewPost = z.output<typeof consolePostInput>;
type PostUpdate = z.output<typeof consolePostUpdate>;

const FIXED_ONCE_PUBLISHED = 'cannot change once the post is published';

/** The posts the actor edits in every country: drafts first, then the newest, the archived last. */
export async function listConsolePosts(db: Database, actor: PostActor) {
  const rows = await db
    .select(postColumns)
    .from(posts)
    .innerJoin(countries, eq(posts.countryId, countries.id))
    .where(editableBy(actor))
    .orderBy(
      sql`${posts.archivedAt} is not null`,
      sql`${posts.publishedAt} is null desc`,
      desc(sql`coalesce(${posts.publishedAt}, ${posts.updatedAt})`),
    );
  return rows.map((row) => {
    const { body_html: _body, ...summary } = toConsolePost(row);
    return summary;
  });
}

export async function getConsolePost(db: Database, actor: PostActor, id: number): Promise<ConsolePost> {
  return toConsolePost(await findEditablePost(db, actor, id));
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

function slugOf(input: Pick<ConsolePostInput, 'slug' | 'title'>): string {
  const slug = input.slug ?? postSlugFromTitle(input.title);
  if (slug === '') throw fieldRefused('slug', 'is required (the title has no letters or digits to make it from)');
  return slug;
}

export async function createConsolePost(db: Database, actor: PostActor, input: NewPost): Promise<ConsolePost> {
  // Every ally's blog shows a platform post: only the platform's staff write one.
  if (input.platform && !actor.staff) {
    throw new HttpError(403, 'forbidden', "Only the platform's staff write posts for every ally");
  }
  return slugGuarded(() =>
    db.transaction(async (tx) => {
      const countryId = await offeredCountryId(tx, actor.allyId, input.country);
      const allyId = input.platform ? null : actor.allyId;
      const slug = slugOf(input);
      await claimSlug(tx, { countryId, allyId, slug });
      const [created] = await tx
        .insert(posts)
        .values({
          allyId,
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
      await recordChange(tx, { ...recordedAs(actor), itemType: 'post', itemId: created.id, action: 'created' });
      return toConsolePost({ post: created, country: input.country });
    }),
  );
}

/** The fields a save changed, for the history (names only: the history is not a second copy). */
function changedFields(before: PostRow & { country: string }, after: PostRow, country: string): string[] {
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
  actor: PostActor,
  id: number,
  input: PostUpdate,
): Promise<ConsolePost> {
  return slugGuarded(() =>
    db.transaction(async (tx) => {
      const { post: before, country } = await findEditablePost(tx, actor, id);
      if (before.version !== input.version) throw editConflict(toConsolePost({ post: before, country }));
      // Whose blog a post is on is chosen once, when it is written.
      if (input.platform !== (before.allyId === null)) {
        throw fieldRefused('platform', 'cannot change once the post is written');
      }
      const published = before.publishedAt !== null;
      if (published && input.slug !== undefined && input.slug !== before.slug) {
        throw fieldRefused('slug', FIXED_ONCE_PUBLISHED);
      }
      if (published && input.country !== country) throw fieldRefused('country', FIXED_ONCE_PUBLISHED);
      const countryId =
        input.country === country ? before.countryId : await offeredCountryId(tx, actor.allyId, input.country);
      // A saved post keeps its slug unless the editor changes it: a new title never moves its address.
      const slug = input.slug ?? before.slug;
      if (slug !== before.slug || countryId !== before.countryId) {
        await claimSlug(tx, { countryId, allyId: before.allyId, slug, ownId: id });
      }
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
        .where(and(eq(posts.id, id), eq(posts.version, input.version)))
        .returning();
      if (!after) throw editConflict(await getConsolePost(tx, actor, id));
      const fields = changedFields({ ...before, country }, after, input.country);
      await recordChange(tx, {
        ...recordedAs(actor),
        itemType: 'post',
        itemId: id,
        action: 'updated',
        summary: { fields },
      });
      return toConsolePost({ post: after, country: input.country });
    }),
  );
}
