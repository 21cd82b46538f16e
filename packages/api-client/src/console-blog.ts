import type { consoleBlogEndpoints } from '@aula/contracts/endpoints/console-blog';
import { api, listTags } from './api';
import { historyTag } from './console-history';
import { type AnswerOf, type RequestBodyOf, requestOf, routesOf } from './request-of';

const routes = routesOf<typeof consoleBlogEndpoints>()({
  consolePosts: { method: 'GET', path: '/api/console/posts/' },
  consolePost: { method: 'GET', path: '/api/console/posts/{id}/' },
  createConsolePost: { method: 'POST', path: '/api/console/posts/' },
  updateConsolePost: { method: 'PUT', path: '/api/console/posts/{id}/' },
  publishConsolePost: { method: 'POST', path: '/api/console/posts/{id}/publish/' },
  unpublishConsolePost: { method: 'POST', path: '/api/console/posts/{id}/unpublish/' },
  archiveConsolePost: { method: 'POST', path: '/api/console/posts/{id}/archive/' },
  restoreConsolePost: { method: 'POST', path: '/api/console/posts/{id}/restore/' },
  deleteConsolePost: { method: 'DELETE', path: '/api/console/posts/{id}/' },
});

type Post = AnswerOf<typeof routes.consolePost>;
type PostUpdate = RequestBodyOf<typeof routes.updateConsolePost>;

// Every write changes the post and the list (its status, title or date); the public blog's own
// cached pages ('Post') go too, so the editor's own tab shows the change on the blog at once, and
// the post's history shows the new line.
const changed = (id: number) => [
  { type: 'ConsolePost' as const, id },
  { type: 'ConsolePost' as const, id: 'LIST' },
  'Post' as const,
  historyTag('post', id),
];

/** The console's blog, for the ally the client acts for (the x-aula-ally header). */
export const consoleBlogApi = api.injectEndpoints({
  endpoints: (builder) => ({
    getConsolePosts: builder.query<AnswerOf<typeof routes.consolePosts>, void>({
      query: () => requestOf(routes.consolePosts),
      providesTags: (result) =>
        listTags(
          'ConsolePost',
          'ConsolePost',
          result?.results.map(({ id }) => id),
        ),
    }),
    getConsolePost: builder.query<Post, number>({
      query: (id) => requestOf(routes.consolePost, { path: { id } }),
      providesTags: (_result, _error, id) => [{ type: 'ConsolePost', id }],
    }),
    createConsolePost: builder.mutation<Post, RequestBodyOf<typeof routes.createConsolePost>>({
      query: (body) => requestOf(routes.createConsolePost, { body }),
      invalidatesTags: [{ type: 'ConsolePost', id: 'LIST' }],
    }),
    updateConsolePost: builder.mutation<Post, { id: number; body: PostUpdate }>({
      query: ({ id, body }) => requestOf(routes.updateConsolePost, { path: { id }, body }),
      invalidatesTags: (_result, _error, { id }) => changed(id),
    }),
    setConsolePostPublished: builder.mutation<Post, { id: number; version: number; publish: boolean }>({
      query: ({ id, version, publish }) =>
        publish
          ? requestOf(routes.publishConsolePost, { path: { id }, body: { version } })
          : requestOf(routes.unpublishConsolePost, { path: { id }, body: { version } }),
      invalidatesTags: (_result, _error, { id }) => changed(id),
    }),
    /** Archives a post (off the blog, kept) or restores it as a draft. */
    setConsolePostArchived: builder.mutation<Post, { id: number; version: number; archive: boolean }>({
      query: ({ id, version, archive }) =>
        archive
          ? requestOf(routes.archiveConsolePost, { path: { id }, body: { version } })
          : requestOf(routes.restoreConsolePost, { path: { id }, body: { version } }),
      invalidatesTags: (_result, _error, { id }) => changed(id),
    }),
    deleteConsolePost: builder.mutation<AnswerOf<typeof routes.deleteConsolePost>, number>({
      query: (id) => requestOf(routes.deleteConsolePost, { path: { id } }),
      // Not the post's own tag: refetching a deleted post would only answer 404.
      invalidatesTags: [{ type: 'ConsolePost', id: 'LIST' }, 'Post'],
    }),
  }),
});

export const {
  useGetConsolePostsQuery,
  useGetConsolePostQuery,
  useCreateConsolePostMutation,
  useUpdateConsolePostMutation,
  useSetConsolePostPublishedMutation,
  useSetConsolePostArchivedMutation,
  useDeleteConsolePostMutation,
} = consoleBlogApi;
