// The blog of an ally in a country (its own posts and the platform's): public, cached until a post changes.
import { loginCountryParams } from '../auth';
import { postDetail, postParams, postScopeQuery, postsPage, postsQuery } from '../blog';
import { endpoint } from '../endpoint';

const read = { domain: 'blog', access: 'public', method: 'GET', publicCache: ['blog'], errors: [400, 404] } as const;

export const blogEndpoints = {
  posts: endpoint({
    ...read,
    path: '/api/{country}/posts/',
    summary: "A page of the ally's blog in the country (its posts and the platform's), newest first",
    params: loginCountryParams,
    query: postsQuery,
    response: postsPage,
  }),
  post: endpoint({
    ...read,
    path: '/api/{country}/posts/slug/{slug}/',
    summary: "One post of the ally's blog by its slug; 404 for another ally's",
    params: postParams,
    query: postScopeQuery,
    response: postDetail,
  }),
};
