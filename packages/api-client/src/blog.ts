import type { PostDetail, PostsPage } from '@aula/contracts/blog';
import { api, listTags } from './api';
import { readCountry } from './cookies';

function postsPath(country: string | undefined): string | undefined {
  return country ? `/api/${encodeURIComponent(country)}/posts/` : undefined;
}

const noCountry = {
  error: { status: 'CUSTOM_ERROR' as const, error: 'No country chosen yet (country cookie missing)' },
};

/*
 * Spec section 7: the blog's country is the one in the country cookie, not an argument. The
 * cookie is also part of the cache key, so choosing another country never shows the old posts.
 */
export const blogApi = api.injectEndpoints({
  endpoints: (builder) => ({
    getPosts: builder.query<PostsPage, number>({
      serializeQueryArgs: ({ endpointName, queryArgs }) => `${endpointName}(${readCountry()},${queryArgs})`,
      queryFn: async (page, _api, _extra, baseQuery) => {
        const path = postsPath(readCountry());
        if (!path) return noCountry;
        const result = await baseQuery({ url: path, params: { page } });
        return result.error ? { error: result.error } : { data: result.data as PostsPage };
      },
      providesTags: (result) =>
        listTags(
          'Post',
          'Post',
          result?.results.map(({ slug }) => slug),
        ),
    }),
    getPost: builder.query<PostDetail, string>({
      serializeQueryArgs: ({ endpointName, queryArgs }) => `${endpointName}(${readCountry()},${queryArgs})`,
      queryFn: async (slug, _api, _extra, baseQuery) => {
        const path = postsPath(readCountry());
        if (!path) return noCountry;
        const result = await baseQuery(`${path}slug/${encodeURIComponent(slug)}/`);
        return result.error ? { error: result.error } : { data: result.data as PostDetail };
      },
      providesTags: (_result, _error, slug) => [{ type: 'Post', id: slug }],
    }),
  }),
});

export const { useGetPostsQuery, useGetPostQuery } = blogApi;
