// The console's media library (uploads themselves go through the tus server at UPLOADS_PATH).
// Deleting a file still used answers 409 `media_in_use` with the uses (`mediaInUseError`) unless
// `?confirm=true`; that body carries `uses` beyond `apiError`, so the DELETE leaves 409 out of `errors`.
import { z } from 'zod';
import { idParams } from '../common';
import { endpoint } from '../endpoint';
import { mediaAltBody, mediaDeleteQuery, mediaList, mediaListQuery, mediaObject, mediaUses } from '../media';
import { mediaUsage } from '../media-quota';

export const consoleMediaEndpoints = {
  mediaList: endpoint({
    domain: 'console',
    access: 'editor',
    method: 'GET',
    path: '/api/console/media/',
    summary: "The acting ally's uploaded media, newest first (`q` searches names and descriptions)",
    query: mediaListQuery,
    response: mediaList,
    errors: [400, 401, 403],
    documentedAs: false,
  }),
  mediaUsage: endpoint({
    domain: 'console',
    access: 'editor',
    method: 'GET',
    path: '/api/console/media/usage/',
    summary: "What the acting ally's finished media take, and its quota (MEDIA_QUOTA_MB)",
    response: mediaUsage,
    errors: [401, 403],
    documentedAs: false,
  }),
  mediaDescribe: endpoint({
    domain: 'console',
    access: 'editor',
    method: 'PATCH',
    path: '/api/console/media/{id}/',
    summary: 'Says what a picture shows (its alt text, offered when it is put in a text)',
    params: idParams,
    body: mediaAltBody,
    response: mediaObject,
    errors: [400, 401, 403, 404],
    documentedAs: false,
  }),
  mediaUses: endpoint({
    domain: 'console',
    access: 'editor',
    method: 'GET',
    path: '/api/console/media/{id}/uses/',
    summary: "Where the ally's modules, lessons, parts, posts and landing use a file",
    params: idParams,
    response: mediaUses,
    errors: [400, 401, 403, 404],
    documentedAs: false,
  }),
  mediaDelete: endpoint({
    domain: 'console',
    access: 'editor',
    method: 'DELETE',
    path: '/api/console/media/{id}/',
    summary: 'Deletes a file and its stored sizes (409 media_in_use with its uses unless ?confirm=true)',
    params: idParams,
    query: mediaDeleteQuery,
    response: z.object({ deleted: z.literal(true) }),
    errors: [400, 401, 403, 404],
    documentedAs: false,
  }),
};
