// A page drawn on the server for tests, as app/server.ts and entry.server.tsx draw it for the API:
// the same route modules (their server loaders and actions), the same store per request and the
// same drawing (app/draw-page.tsx); React Router's static handler stands in for its request handler.
import { configureApiClient } from '@aula/api-client/settings';
import { setupStore } from '@aula/api-client/store';
import type { RenderOptions } from '@aula/contracts/server-render';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { type DrawnPage, drawPage } from '../../app/draw-page';
import { learnerPage, learnerStore, signInAgainPath } from '../ssr/learner-pages';
import { lendServerWindow } from '../ssr/server-window';
import { pageRoutes } from './page-routes';

export type ServerPage =
  | ({ kind: 'page'; status: number } & DrawnPage)
  | { kind: 'redirect'; status: number; location: string };

export async function renderOnServer(url: string, options: RenderOptions): Promise<ServerPage> {
  const { apiOrigin, learner: given } = options;
  configureApiClient({
    baseUrl: apiOrigin,
    reportsBaseUrl: apiOrigin,
    frontendBaseUrl: options.pageOrigin ?? apiOrigin,
    navigate: () => {},
  });
  await lendServerWindow(apiOrigin);
  const location = new URL(url, apiOrigin);
  const personal = learnerPage(location.pathname, given);
  const store = personal ? learnerStore(personal) : setupStore();
  const handler = createStaticHandler(pageRoutes('server'));
  const context = await handler.query(new Request(location.href), {
    requestContext: { ...options, learner: personal?.learner, store, dispatch: store.dispatch },
  });
  if (context instanceof Response) {
    return { kind: 'redirect', status: context.status, location: context.headers.get('location') ?? '/' };
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  const drawn = await drawPage({
    ...options,
    learner: personal?.learner,
    store,
    url,
    routed: context,
    router: () => <StaticRouterProvider router={router} context={context} hydrate={false} />,
  });
  const again = personal && signInAgainPath(store, personal.site, location);
  if (again) return { kind: 'redirect', status: 302, location: again };
  return { kind: 'page', status: context.statusCode, ...drawn };
}
