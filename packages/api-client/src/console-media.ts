import type { consoleMediaEndpoints } from '@aula/contracts/endpoints/console-media';
import { ALLY_HEADER, CSRF_HEADER } from '@aula/contracts/headers';
import { type MediaKind, UPLOADS_PATH } from '@aula/contracts/media';
import { api } from './api';
import { currentToken } from './base-query/csrf-header';
import { fullUrlOf } from './base-query/request';
import { type AnswerOf, requestOf, routesOf } from './request-of';

const routes = routesOf<typeof consoleMediaEndpoints>()({
  mediaList: { method: 'GET', path: '/api/console/media/' },
  mediaUsage: { method: 'GET', path: '/api/console/media/usage/' },
  mediaDescribe: { method: 'PATCH', path: '/api/console/media/{id}/' },
  mediaUses: { method: 'GET', path: '/api/console/media/{id}/uses/' },
  mediaDelete: { method: 'DELETE', path: '/api/console/media/{id}/' },
});

/** A list of one kind, or all, and words to find in names and descriptions. */
export type MediaListArgs = MediaKind | { kind?: MediaKind; q?: string } | undefined;

function mediaListQueryOf(args: MediaListArgs) {
  const { kind, q } = typeof args === 'string' ? { kind: args, q: undefined } : (args ?? {});
  return { ...(kind ? { kind } : {}), ...(q?.trim() ? { q: q.trim() } : {}) };
}

const MEDIA_LIST = { type: 'ConsoleMedia', id: 'LIST' } as const;

/** The acting ally's uploaded media (x-aula-ally: this tab's ally), newest first, of one kind or all. */
export const consoleMediaApi = api.injectEndpoints({
  endpoints: (builder) => ({
    getMediaList: builder.query<AnswerOf<typeof routes.mediaList>, MediaListArgs>({
      query: (args) => requestOf(routes.mediaList, { query: mediaListQueryOf(args) }),
      providesTags: [MEDIA_LIST],
    }),
    /** Says what a picture shows; every list shown asks again. */
    describeMedia: builder.mutation<AnswerOf<typeof routes.mediaDescribe>, { id: number; alt: string }>({
      query: ({ id, alt }) => requestOf(routes.mediaDescribe, { path: { id }, body: { alt } }),
      invalidatesTags: [MEDIA_LIST],
    }),
    /** Where the ally's content uses a file: asked fresh each time (content changes elsewhere). */
    getMediaUses: builder.query<AnswerOf<typeof routes.mediaUses>, number>({
      query: (id) => requestOf(routes.mediaUses, { path: { id } }),
      keepUnusedDataFor: 0,
    }),
    /** Deletes a file; `confirm` once the editor agreed to delete one still used. */
    deleteMedia: builder.mutation<AnswerOf<typeof routes.mediaDelete>, { id: number; confirm: boolean }>({
      query: ({ id, confirm }) =>
        requestOf(routes.mediaDelete, { path: { id }, query: { confirm: confirm ? 'true' : 'false' } }),
      invalidatesTags: [MEDIA_LIST],
    }),
    /** What the ally's media take of its quota; asked again with the lists after an upload. */
    getMediaUsage: builder.query<AnswerOf<typeof routes.mediaUsage>, void>({
      query: () => requestOf(routes.mediaUsage),
      providesTags: [MEDIA_LIST],
    }),
  }),
});

export const {
  useGetMediaListQuery,
  useGetMediaUsageQuery,
  useDescribeMediaMutation,
  useLazyGetMediaUsesQuery,
  useDeleteMediaMutation,
} = consoleMediaApi;

/** Dispatch after an upload finished: every media list shown asks again. */
export const mediaListChanged = () => consoleMediaApi.util.invalidateTags([MEDIA_LIST]);

/**
 * Where a tus client sends an upload and the headers the API's guards read, as this tab's own
 * requests carry them: the ally it acts for and the anti-forgery token (the session is the cookie).
 */
export async function uploadTarget(allyCode: string | undefined) {
  const token = await currentToken();
  const headers: Record<string, string> = {};
  if (allyCode) headers[ALLY_HEADER] = allyCode;
  if (token) headers[CSRF_HEADER] = token;
  return { endpoint: fullUrlOf(UPLOADS_PATH), headers };
}
