// The blog of a country: public, cached until a post changes.
import { loginCountryParams } from '../auth';
import { postDetail, postParams, postsPage, postsQuery } from '../blog';
import { endpoint } from '../endpoint';

const read = { domain: 'blog', access: 'public', method: 'GET', publicCache: ['blog'], errors: [400, 404] } as const;

export const blogEndpoints = {
  posts: endpoint({
    ...read,
    path: '/api/{country}/posts/',
    summary: "A page of the country's posts, newest first",
    params: loginCountryParams,
    query: postsQuery,
    response: postsPage,
  }),
  post: endpoint({
    ...read,
    path: '/api/{country}/posts/slug/{slug}/',
    summary: 'One post by its slug',
    params: postParams,
    response: postDetail,
  }),
};
