import { buildCreateApi, coreModule, reactHooksModule } from '@reduxjs/toolkit/query/react';
import { createBaseQuery } from './base-query';

const TAG_TYPES = [
  'Country',
  'Brand',
  'Landing',
  'Lesson',
  'LessonList',
  'Favorite',
  'Part',
  'Module',
  'Achievement',
  'PrizeAccess',
  'PersonalData',
  'BusinessData',
  'Post',
  'AccountPassword',
  'AccountSession',
  'ContentHistory',
  'ConsoleTeam',
  'PlatformAlly',
  'ConsolePost',
  'ConsoleModule',
  'ConsoleLesson',
  'ConsoleLanding',
  'ConsoleBrand',
  'ConsoleDomain',
  'ConsoleReward',
  'ConsoleMedia',
  'ConsoleReminder',
  'InsightFigures',
] as const;

export type TagType = (typeof TAG_TYPES)[number];

const renderedOnServer = typeof window === 'undefined';

// On the server (apps/web's renderer) a query hook starts its request while rendering, since no
// effect runs there; the renderer waits for them and renders again with the data.
const createApi = buildCreateApi(coreModule(), reactHooksModule({ unstable__sideEffectsInRender: renderedOnServer }));

/**
 * `refetchOnMountOrArgChange` for a list that must be fresh each time its screen opens. On the
 * server every render pass would ask again, and the page went out with the last answer still on
 * its way, so not handed to the browser, which then drew the screen anew: there it is asked once.
 */
export const FRESH_ON_EVERY_VISIT = !renderedOnServer;

/** The one API slice for the Aula backend; domain files add their endpoints with injectEndpoints. */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: createBaseQuery(),
  tagTypes: TAG_TYPES,
  endpoints: () => ({}),
});

/**
 * `{ type: list, id: 'LIST' }` plus one `item` tag per listed id: adding to the list refreshes it
 * through the LIST tag, and a change to one item refreshes every list that shows it.
 */
export function listTags(list: TagType, item: TagType, ids: readonly (string | number)[] | undefined) {
  return [{ type: list, id: 'LIST' }, ...(ids ?? []).map((id) => ({ type: item, id }))];
}
