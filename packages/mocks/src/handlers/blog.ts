// The public blog in the mocks, as the API has it: an ally's blog in a country shows the platform's
// posts (the demo's) and the ally's own published ones (the console's mock world), never another ally's.
import type { PostDetail } from '@aula/contracts/blog';
import { blogEndpoints } from '@aula/contracts/endpoints/blog';
import { DEMO_ALLIES } from '@aula/demo-content/allies';
import { POSTS_PAGE_SIZE } from '../fixtures/posts';
import { mockState } from '../state';
import { mockAllyOf } from './bearer';
import { handle } from './declared';
import { publishingWorld } from './publishing-world';
import { notFound } from './responses';

/** The posts of the ally's blog in the country, newest first; undefined when the ally has none there. */
function blogOf(country: string, allyCode: string): PostDetail[] | undefined {
  const ally = mockAllyOf(allyCode);
  const offered = DEMO_ALLIES.find(({ code }) => code === allyCode)?.countries.includes(country);
  if (!ally || !offered) return undefined;
  const written = publishingWorld()
    .posts.filter(
      (post) =>
        post.country === country &&
        post.status === 'published' &&
        post.published_at !== null &&
        (post.allyId === ally.id || post.allyId === null),
    )
    .map(({ id, slug, title, excerpt, cover_image_url, author, published_at, body_html }) => ({
      id,
      slug,
      title,
      excerpt,
      cover_image_url,
      author,
      published_at: published_at ?? '',
      country,
      body_html,
    }));
  const platform = mockState().posts.filter((post) => post.country === country);
  return [...written, ...platform].sort((a, b) => b.published_at.localeCompare(a.published_at));
}

export const blogHandlers = [
  handle(blogEndpoints.posts, ({ params: { country }, query: { page, ally_code } }) => {
    const all = blogOf(country, ally_code);
    if (!all) return notFound(`No blog of ${ally_code} in ${country}`);
    const lastPage = Math.max(1, Math.ceil(all.length / POSTS_PAGE_SIZE));
    if (page > lastPage) return notFound('Page not found');
    const results = all
      .slice((page - 1) * POSTS_PAGE_SIZE, page * POSTS_PAGE_SIZE)
      .map(({ body_html: _body, ...summary }) => summary);
    return {
      count: all.length,
      page,
      page_size: POSTS_PAGE_SIZE,
      next: page < lastPage ? page + 1 : null,
      previous: page > 1 ? page - 1 : null,
      results,
    };
  }),

  handle(blogEndpoints.post, ({ params: { country, slug }, query: { ally_code } }) => {
    const post = blogOf(country, ally_code)?.find((candidate) => candidate.slug === slug);
    return post ?? notFound('Post not found');
  }),
];
