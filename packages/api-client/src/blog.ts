import type { blogEndpoints } from '@aula/contracts/endpoints/blog';
import { api, listTags } from './api';
import { readCountry } from './cookies';
import { type AnswerOf, requestOf, routesOf } from './request-of';

const blogRoutes = routesOf<typeof blogEndpoints>()({
  posts: { method: 'GET', path: '/api/{country}/posts/' },
  post: { method: 'GET', path: '/api/{country}/posts/slug/{slug}/' },
});
type PostsPage = AnswerOf<typeof blogRoutes.posts>;
type PostDetail = AnswerOf<typeof blogRoutes.post>;

/** A page of a country's posts; the country defaults to the country cookie (spec section 7). */
export type PostsArg = number | { page: number; country: string };
/** A post by slug; the country defaults to the country cookie. */
export type PostArg = string | { slug: string; country: string };

const pageOf = (arg: PostsArg) => (typeof arg === 'number' ? arg : arg.page);
const slugOf = (arg: PostArg) => (typeof arg === 'string' ? arg : arg.slug);
// A screen under /{country}/{brand} passes its route's country: two tabs on two countries share
// one cookie, and each must still show its own country's posts.
const countryOf = (arg: PostsArg | PostArg) => (typeof arg === 'object' ? arg.country : readCountry());

const noCountry = {
  error: { status: 'CUSTOM_ERROR' as const, error: 'No country chosen yet (country cookie missing)' },
};

/*
 * Spec section 7: the blog's country is the one in the country cookie unless the caller names
 * one. The country is part of the cache key, so another country never shows the old posts.
 */
export const blogApi = api.injectEndpoints({
  endpoints: (builder) => ({
    getPosts: builder.query<PostsPage, PostsArg>({
      serializeQueryArgs: ({ endpointName, queryArgs }) =>
        `${endpointName}(${countryOf(queryArgs)},${pageOf(queryArgs)})`,
      queryFn: async (arg, _api, _extra, baseQuery) => {
        const country = countryOf(arg);
        if (!country) return noCountry;
        const result = await baseQuery(
          requestOf(blogRoutes.posts, { path: { country }, query: { page: pageOf(arg) } }),
        );
        return result.error ? { error: result.error } : { data: result.data as PostsPage };
      },
      providesTags: (result) =>
        listTags(
          'Post',
          'Post',
          result?.results.map(({ slug }) => slug),
        ),
    }),
    getPost: builder.query<PostDetail, PostArg>({
      serializeQueryArgs: ({ endpointName, queryArgs }) =>
        `${endpointName}(${countryOf(queryArgs)},${slugOf(queryArgs)})`,
      queryFn: async (arg, _api, _extra, baseQuery) => {
        const country = countryOf(arg);
        if (!country) return noCountry;
        const result = await baseQuery(requestOf(blogRoutes.post, { path: { country, slug: slugOf(arg) } }));
        return result.error ? { error: result.error } : { data: result.data as PostDetail };
      },
      providesTags: (_result, _error, arg) => [{ type: 'Post', id: slugOf(arg) }],
    }),
  }),
});

export const { useGetPostsQuery, useGetPostQuery } = blogApi;
