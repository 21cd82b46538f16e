import { type ConsolePost, consolePostInput, postSlugFromTitle } from '@aula/contracts/console-blog';
import { z } from 'zod';

/** The editor's fields as the form holds them: every one a string ('' for none). */
export interface PostFormValues {
  country: string;
  title: string;
  slug: string;
  excerpt: string;
  author: string;
  cover_image_url: string;
  body_html: string;
  /** For every ally of the country (staff only; chosen when the post is written). */
  platform: boolean;
}

export function postFormValues(post: ConsolePost): PostFormValues {
  return {
    country: post.country,
    title: post.title,
    slug: post.slug,
    excerpt: post.excerpt,
    author: post.author,
    cover_image_url: post.cover_image_url ?? '',
    body_html: post.body_html,
    platform: post.platform,
  };
}

export const emptyPostValues = (country: string, author: string): PostFormValues => ({
  country,
  title: '',
  slug: '',
  excerpt: '',
  author,
  cover_image_url: '',
  body_html: '',
  platform: false,
});

/**
 * The contract's request from the form: no cover is null, and a new post's empty slug is the
 * title's (as the server would make it), so a title with nothing to make one of is said at once.
 */
export const postFormRequest = z.preprocess((raw) => {
  const values = raw as PostFormValues;
  const slug = values.slug.trim() || postSlugFromTitle(values.title);
  return { ...values, slug: slug || undefined, cover_image_url: values.cover_image_url.trim() || null };
}, consolePostInput);
