import { postParams, postsQuery } from '@aula/contracts/blog';
import { countryCode } from '@aula/contracts/common';
import { HttpResponse, http } from 'msw';
import { POSTS_PAGE_SIZE } from '../fixtures/posts';
import { mockState } from '../state';
import { badRequest, notFound, searchParamsOf } from './responses';

export const blogHandlers = [
  http.get<{ country: string }>('*/api/:country/posts/', ({ request, params }) => {
    const country = countryCode.safeParse(params.country);
    const query = postsQuery.safeParse(searchParamsOf(request));
    if (!country.success) return badRequest(country.error.issues.map((issue) => ({ ...issue, path: ['country'] })));
    if (!query.success) return badRequest(query.error.issues);

    const all = mockState().posts.filter((post) => post.country === country.data);
    const { page } = query.data;
    const lastPage = Math.max(1, Math.ceil(all.length / POSTS_PAGE_SIZE));
    if (page > lastPage) return notFound('Page not found');
    const results = all
      .slice((page - 1) * POSTS_PAGE_SIZE, page * POSTS_PAGE_SIZE)
      .map(({ body_html: _body, ...summary }) => summary);
    return HttpResponse.json({
      count: all.length,
      page,
      page_size: POSTS_PAGE_SIZE,
      next: page < lastPage ? page + 1 : null,
      previous: page > 1 ? page - 1 : null,
      results,
    });
  }),

  http.get<{ country: string; slug: string }>('*/api/:country/posts/slug/:slug/', ({ params }) => {
    const parsed = postParams.safeParse(params);
    if (!parsed.success) return badRequest(parsed.error.issues);
    const post = mockState().posts.find(
      (candidate) => candidate.country === parsed.data.country && candidate.slug === parsed.data.slug,
    );
    return post ? HttpResponse.json(post) : notFound('Post not found');
  }),
];
