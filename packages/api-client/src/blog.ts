import type { blogEndpoints } from '@aula/contracts/endpoints/blog';
import type { AllySite } from '@aula/contracts/site-paths';
import { api, listTags } from './api';
import { type AnswerOf, requestOf, routesOf } from './request-of';

const blogRoutes = routesOf<typeof blogEndpoints>()({
  posts: { method: 'GET', path: '/api/{country}/posts/' },
  post: { method: 'GET', path: '/api/{country}/posts/slug/{slug}/' },
});
type PostsPage = AnswerOf<typeof blogRoutes.posts>;
type PostDetail = AnswerOf<typeof blogRoutes.post>;

/**
 * A page of an ally's blog in a country: the screen's route names both, never a cookie (two tabs
 * may be on two allies or countries, and one ally's blog is never another's).
 */
export type PostsArg = AllySite & { page: number };
/** A post of an ally's blog by its slug. */
export type PostArg = AllySite & { slug: string };

/*
 * The ally and the country are in the cache key and the URL (`?ally_code=`), so another ally's or
 * country's blog never shows the old posts, here or in the API's public cache.
 */
export const blogApi = api.injectEndpoints({
  endpoints: (builder) => ({
    getPosts: builder.query<PostsPage, PostsArg>({
      query: ({ country, allyCode, page }) =>
        requestOf(blogRoutes.posts, { path: { country }, query: { ally_code: allyCode, page } }),
      providesTags: (result) =>
        listTags(
          'Post',
          'Post',
          result?.results.map(({ slug }) => slug),
        ),
    }),
    getPost: builder.query<PostDetail, PostArg>({
      query: ({ country, allyCode, slug }) =>
        requestOf(blogRoutes.post, { path: { country, slug }, query: { ally_code: allyCode } }),
      providesTags: (_result, _error, { slug }) => [{ type: 'Post', id: slug }],
    }),
  }),
});

export const { useGetPostsQuery, useGetPostQuery } = blogApi;
