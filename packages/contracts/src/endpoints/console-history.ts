// The console's record of changes: who changed an item of the ally's, when and what.
import { historyParams, historyResponse } from '../console-history';
import { endpoint } from '../endpoint';

export const consoleHistoryEndpoints = {
  history: endpoint({
    method: 'GET',
    path: '/api/console/history/{itemType}/{itemId}/',
    access: 'editor',
    domain: 'console',
    summary: "An item's recorded changes, newest first (the ally's own items only; the team's, admins only)",
    params: historyParams,
    response: historyResponse,
    errors: [400, 401, 403],
    documentedAs: false,
  }),
};
