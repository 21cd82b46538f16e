// The ally console's blog: an ally's posts for its countries, drafts included.
import { z } from 'zod';
import { postSlug } from './blog';
import { countryCode } from './common';
import { itemVersion } from './console';
import { slugFromTitle } from './slug';

export const postStatus = z.enum(['draft', 'published']);

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
  })
  .strict();

export const consolePostUpdate = consolePostInput.extend({ version: itemVersion }).strict();

/** POST .../publish/ and .../unpublish/: the version the editor saw. */
export const consolePostStateChange = z.object({ version: itemVersion }).strict();

/** A post's slug from its title: the console shows it while a new post is typed; the server derives the same. */
export const postSlugFromTitle = (title: string) => slugFromTitle(title, SLUG_MAX);

export type ConsolePost = z.infer<typeof consolePost>;
export type ConsolePostSummary = z.infer<typeof consolePostsResponse>['results'][number];
export type ConsolePostInput = z.input<typeof consolePostInput>;
