// The ally console's blog: an ally's posts for its countries, drafts and archived ones included;
// for the platform's staff also the platform's posts (written for every ally of a country).
import { z } from 'zod';
import { postSlug } from './blog';
import { countryCode } from './common';
import { itemVersion } from './console';
import { slugFromTitle } from './slug';

/** A draft is the editor's; a published post is on the blog; an archived one is kept off the blog until restored (a draft). */
export const postStatus = z.enum(['draft', 'published', 'archived']);

/** A cover or hero picture: a media URL of this site (`/media/...`) or an absolute https address. */
export const pictureUrl = z
  .string()
  .trim()
  .max(500, 'must be at most 500 characters')
  .regex(/^(https:\/\/|\/)\S+$/, 'must be an https address or a path of this site');

/** A post as the console edits it. */
export const consolePost = z.object({
  id: z.number().int(),
  country: countryCode,
  slug: postSlug,
  title: z.string(),
  excerpt: z.string(),
  body_html: z.string(),
  cover_image_url: z.string().nullable(),
  author: z.string(),
  status: postStatus,
  /** Written by the platform's staff for every ally of the country: on each one's blog, no ally's own. */
  platform: z.boolean(),
  published_at: z.iso.datetime({ offset: true }).nullable(),
  updated_at: z.iso.datetime({ offset: true }),
  version: itemVersion,
});

/** GET /api/console/posts/ : the ally's posts, drafts first, then the newest. */
export const consolePostsResponse = z.object({ results: z.array(consolePost.omit({ body_html: true })) });

/** The longest slug the posts table holds. */
export const SLUG_MAX = 120;

/**
 * The fields an editor writes. `slug` may be left out: a new post takes it from the title, a saved
 * one keeps its own (editing the title never moves a post's address); a published post's slug is fixed.
 */
export const consolePostInput = z
  .object({
    country: countryCode,
    title: z.string().trim().min(1, 'is required').max(200, 'must be at most 200 characters'),
    slug: postSlug.max(SLUG_MAX, `must be at most ${SLUG_MAX} characters`).optional(),
    excerpt: z.string().trim().max(300, 'must be at most 300 characters').default(''),
    body_html: z.string().max(200_000, 'is too long'),
    cover_image_url: pictureUrl.nullable().default(null),
    author: z.string().trim().min(1, 'is required').max(120, 'must be at most 120 characters'),
    /** A platform post (staff only); fixed once the post is written. */
    platform: z.boolean().default(false),
  })
  .strict();

export const consolePostUpdate = consolePostInput.extend({ version: itemVersion }).strict();

/** POST .../publish/, .../unpublish/, .../archive/ and .../restore/: the version the editor saw. */
export const consolePostStateChange = z.object({ version: itemVersion }).strict();

/** DELETE /api/console/posts/{id}/: the post is gone (its history stays); its address is free again. */
export const consolePostDeleted = z.object({ status: z.literal('deleted') });

/**
 * 400 codes of a slug already used where the post would be read, with the field `slug`. An ally's
 * post clashes with its own posts and the platform's of the country (every ally's blog shows
 * those); a platform post with every post of the country. Another ally's posts never clash with an
 * ally's, so a refusal tells nothing of them.
 */
export const SLUG_TAKEN = {
  /** By another post of the same blog: the ally's own (or, for a platform post, the platform's). */
  sameBlog: 'slug_taken',
  /** By a platform post: an ally's post would share its address on the ally's blog. */
  byPlatform: 'slug_taken_by_platform',
  /** By an ally's post (staff writing a platform post): it would share that ally's address. */
  byAlly: 'slug_taken_by_ally',
} as const;
export type SlugTakenCode = (typeof SLUG_TAKEN)[keyof typeof SLUG_TAKEN];

/** The `slug` field's reason of each, for clients other than the console (which words the code). */
export const SLUG_TAKEN_REASONS: Record<SlugTakenCode, string> = {
  [SLUG_TAKEN.sameBlog]: 'is already used by another of your posts in this country',
  [SLUG_TAKEN.byPlatform]: 'is already used by a post the platform writes for every ally of this country',
  [SLUG_TAKEN.byAlly]: "is already used by an ally's post in this country",
};

/**
 * The clash a post of `allyId` (null: a platform post) meets among the other posts of its country
 * that have its slug, if any. The API and the mocks both decide by it.
 */
export function slugTakenBy(
  allyId: number | null,
  holders: readonly { allyId: number | null }[],
): SlugTakenCode | undefined {
  // An ally's blog shows its own posts and the platform's; a platform post is on every ally's blog.
  const seen = holders.filter((holder) => allyId === null || holder.allyId === allyId || holder.allyId === null);
  if (seen.length === 0) return undefined;
  if (seen.some((holder) => holder.allyId === allyId)) return SLUG_TAKEN.sameBlog;
  return allyId === null ? SLUG_TAKEN.byAlly : SLUG_TAKEN.byPlatform;
}

/** 400: an archived post is restored (a draft again) before it is published. */
export const POST_ARCHIVED = 'post_archived';

/** A post's slug from its title: the console shows it while a new post is typed; the server derives the same. */
export const postSlugFromTitle = (title: string) => slugFromTitle(title, SLUG_MAX);

export type ConsolePost = z.infer<typeof consolePost>;
export type ConsolePostSummary = z.infer<typeof consolePostsResponse>['results'][number];
export type ConsolePostInput = z.input<typeof consolePostInput>;
