// The console's media library (uploads themselves go through the tus server at UPLOADS_PATH).
import { endpoint } from '../endpoint';
import { mediaList, mediaListQuery } from '../media';
import { mediaUsage } from '../media-quota';

export const consoleMediaEndpoints = {
  mediaList: endpoint({
    domain: 'console',
    access: 'editor',
    method: 'GET',
    path: '/api/console/media/',
    summary: "The acting ally's uploaded media, newest first",
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
};
