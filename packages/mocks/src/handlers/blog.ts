import { blogEndpoints } from '@aula/contracts/endpoints/blog';
import { POSTS_PAGE_SIZE } from '../fixtures/posts';
import { mockState } from '../state';
import { handle } from './declared';
import { notFound } from './responses';

export const blogHandlers = [
  handle(blogEndpoints.posts, ({ params: { country }, query: { page } }) => {
    const all = mockState().posts.filter((post) => post.country === country);
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

  handle(blogEndpoints.post, ({ params: { country, slug } }) => {
    const post = mockState().posts.find((candidate) => candidate.country === country && candidate.slug === slug);
    return post ?? notFound('Post not found');
  }),
];
