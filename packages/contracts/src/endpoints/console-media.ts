// The console's media library (uploads themselves go through the tus server at UPLOADS_PATH).
import { endpoint } from '../endpoint';
import { mediaList, mediaListQuery } from '../media';

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
};
