import type { ContentItemType } from '@aula/contracts/console-history';
import type { consoleHistoryEndpoints } from '@aula/contracts/endpoints/console-history';
import { api } from './api';
import { type AnswerOf, requestOf, routesOf } from './request-of';

const routes = routesOf<typeof consoleHistoryEndpoints>()({
  history: { method: 'GET', path: '/api/console/history/{itemType}/{itemId}/' },
});

export interface HistoryArg {
  itemType: ContentItemType;
  itemId: number;
}

/**
 * The tag of one item's history. A console save lists it (or plain `'ContentHistory'`, every
 * item's) in its `invalidatesTags`, so the history panel beside the editor shows the new change.
 */
export const historyTag = (itemType: ContentItemType, itemId: number) =>
  ({ type: 'ContentHistory', id: `${itemType}:${itemId}` }) as const;

/** An item's recorded changes, newest first, for the ally the client acts for (x-aula-ally). */
export const consoleHistoryApi = api.injectEndpoints({
  endpoints: (builder) => ({
    getItemHistory: builder.query<AnswerOf<typeof routes.history>, HistoryArg>({
      query: ({ itemType, itemId }) => requestOf(routes.history, { path: { itemType, itemId } }),
      providesTags: (_result, _error, { itemType, itemId }) => [historyTag(itemType, itemId)],
    }),
  }),
});

export const { useGetItemHistoryQuery } = consoleHistoryApi;
