import { z } from 'zod';
import { allyCode, countryCode } from './common';

export const postSlug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be a lower-case slug');

export const postSummary = z.object({
  id: z.number().int(),
  slug: postSlug,
  title: z.string(),
  excerpt: z.string(),
  cover_image_url: z.string().nullable(),
  author: z.string(),
  published_at: z.iso.datetime({ offset: true }),
  country: countryCode,
});

/** GET /api/{country}/posts/slug/{slug}/?ally_code= : the body is HTML sanitised by the server. */
export const postDetail = postSummary.extend({ body_html: z.string() });

/**
 * Whose blog is read: an ally's blog shows its own posts and the platform's (written for every ally
 * of the country), never another ally's. Part of the URL, so the public cache keeps each ally's apart.
 */
export const postScopeQuery = z.object({ ally_code: allyCode });

/** GET /api/{country}/posts/?ally_code=&page= */
export const postsQuery = postScopeQuery.extend({
  page: z.coerce.number({ error: 'must be a number' }).int().min(1, 'must be 1 or more').default(1),
});

export const postsPage = z.object({
  count: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
  next: z.number().int().nullable(),
  previous: z.number().int().nullable(),
  results: z.array(postSummary),
});

export const postParams = z.object({ country: countryCode, slug: postSlug });

export type PostSummary = z.infer<typeof postSummary>;
export type PostDetail = z.infer<typeof postDetail>;
export type PostsPage = z.infer<typeof postsPage>;
