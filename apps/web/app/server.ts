// The server build's entry (vite.framework.config.ts): the API loads this file at run time and
// calls `render` (the contract of @aula/contracts/server-render), so neither imports the other.

import * as build from 'virtual:react-router/server-build';
import { configureApiClient } from '@aula/api-client/settings';
import { setupStore } from '@aula/api-client/store';
import type { RenderOptions, RenderResult } from '@aula/contracts/server-render';
import { createRequestHandler } from 'react-router';
import { learnerPage, learnerStore } from '../src/ssr/learner-pages';
import { lendServerWindow } from '../src/ssr/server-window';

const handle = createRequestHandler(build, 'production');

export async function render(url: string, options: RenderOptions): Promise<RenderResult> {
  const { apiOrigin, pageOrigin, learner: given, submission } = options;
  const location = new URL(url, apiOrigin);
  configureApiClient({
    baseUrl: apiOrigin,
    reportsBaseUrl: apiOrigin,
    // Links the API mails or sends (a password reset) lead to the site the visitor is on.
    frontendBaseUrl: pageOrigin ?? apiOrigin,
    navigate: () => {},
  });
  await lendServerWindow(apiOrigin);
  const personal = learnerPage(location.pathname, given);
  const store = personal
    ? learnerStore(personal, submission?.fetch)
    : setupStore({}, submission && { fetchFn: submission.fetch });
  const request = submission
    ? new Request(location.href, {
        method: 'POST',
        headers: { 'content-type': submission.contentType },
        body: submission.body,
      })
    : new Request(location.href);
  const response = await handle(request, { ...options, learner: personal?.learner, store, dispatch: store.dispatch });
  const redirectTo = response.headers.get('location');
  if (redirectTo) return { kind: 'redirect', status: response.status, location: redirectTo };
  return { kind: 'document', status: response.status, html: await response.text() };
}
