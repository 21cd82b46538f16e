// The server renderer, built beside the browser build (<outDir>/.ssr/) and loaded by the API
// (apps/api/src/plugins/web.ts). Public pages (sign-in and registration among them) are rendered
// as an anonymous visitor: a URL and the API's address, never a request's cookies. A learner's
// screen is rendered for one learner only when the API hands over `learner` (it checked their
// session): their own store reads the API as them, and the page is theirs alone.
import { brandsApi } from '@aula/api-client/brands';
import { landingApi } from '@aula/api-client/landing';
import type { PageActionContext } from '@aula/api-client/page-action';
import { configureApiClient } from '@aula/api-client/settings';
import { type RootState, setupStore } from '@aula/api-client/store';
import type { RenderOptions, RenderResult } from '@aula/contracts/server-render';
import { allySiteOf, parseSitePath } from '@aula/contracts/site-paths';
import { ServerDataSaverProvider } from '@aula/ui-kit/data-saver';
import { I18nProvider } from '@aula/ui-kit/i18n-provider';
import { type PageTitleHolder, PageTitleHolderProvider } from '@aula/ui-kit/page-title';
import { PageOriginProvider } from '@aula/ui-kit/page-url';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { createStaticHandler, createStaticRouter, StaticRouter, StaticRouterProvider } from 'react-router';
import { ServerStyleSheet } from 'styled-components';
import { allyBrandIn } from '../ally-brand';
import { createAllWordsI18n } from '../app-messages';
import { AppProviders } from '../app-providers';
import { neutralIdentity } from '../brands';
import { LoadingFrame } from '../loading-frame';
import { ServerOfflineWorkerProvider } from '../offline/offline-worker';
import { createRoutes } from '../routes';
import { isMissingCertificate } from './certificate-page';
import { hoistImagePreloads } from './image-preloads';
import { learnerPage, learnerStore } from './learner-pages';
import { visitorLessonPreview } from './lesson-preview-page';
import { pageHead } from './page-head';
import { pagePreview } from './page-preview';
import { isBlogPost, isPublicPage, isVisitorPreview } from './public-pages';
import { routeFileList, routePreloadLinks } from './route-preload';
import { lendServerWindow } from './server-window';
import { dehydrate, serialize } from './ssr-state';

/** Renders until no query is running: a section may ask for more once its first answer is in. */
const MAX_PASSES = 4;

export async function render(
  url: string,
  { apiOrigin, pageOrigin, dataSaver = false, offlineWorker = false, learner: given, submission }: RenderOptions,
): Promise<RenderResult> {
  const location = new URL(url, apiOrigin);
  const personal = learnerPage(location.pathname, given);
  const learner = personal?.learner;
  // No page is left on the server: a 401 while rendering (a session ended meanwhile) makes the
  // page incomplete, and the API then sends the anonymous one.
  configureApiClient({
    baseUrl: apiOrigin,
    reportsBaseUrl: apiOrigin,
    // Links the API mails or sends (a password reset) lead to the site the visitor is on.
    frontendBaseUrl: pageOrigin ?? apiOrigin,
    navigate: () => {},
  });
  if (!personal && !isPublicPage(location.pathname)) return submission ? null : renderFrame(location.pathname);
  if (personal || isBlogPost(location.pathname)) await lendServerWindow(apiOrigin);

  // A posted form is answered as the visitor who posted: the store reads and writes through their fetch.
  const store = personal
    ? learnerStore(personal, submission?.fetch)
    : setupStore({}, submission && { fetchFn: submission.fetch });
  const handler = createStaticHandler(createRoutes({ dispatch: store.dispatch }));
  const context = await handler.query(pageRequest(location, submission), {
    requestContext: { dispatch: store.dispatch } satisfies PageActionContext,
  });
  if (context instanceof Response) {
    return { kind: 'redirect', status: context.status, location: context.headers.get('location') ?? '/' };
  }
  // A screen that cannot load on the server (one that needs the browser to start) is left to the
  // browser, rather than sending its error page.
  if (context.errors) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  const i18n = createAllWordsI18n('es');
  const title: PageTitleHolder = {};
  const page = () => (
    <PageTitleHolderProvider value={title}>
      <PageOriginProvider origin={pageOrigin}>
        <ServerDataSaverProvider value={dataSaver}>
          <ServerOfflineWorkerProvider value={offlineWorker && learner !== undefined}>
            <AppProviders store={store} i18n={i18n}>
              <StaticRouterProvider router={router} context={context} hydrate={false} />
            </AppProviders>
          </ServerOfflineWorkerProvider>
        </ServerDataSaverProvider>
      </PageOriginProvider>
    </PageTitleHolderProvider>
  );

  for (let pass = 0; pass < MAX_PASSES; pass += 1) {
    renderToString(page());
    const running = await Promise.all(store.dispatch(landingApi.util.getRunningQueriesThunk()));
    if (running.length === 0) break;
  }
  // A page whose data did not come (an unknown post, the API down) is left to the browser, which
  // shows its not-found or error state and can retry; the server sends only complete pages.
  // A posted page shows the action's answer, whatever else it asked the API.
  const queries = Object.values(store.getState().api.queries);
  if (!submission && queries.some((query) => query?.status === 'rejected')) return null;
  // A shared link to a lesson this ally does not show, or to no certificate: its not-found page, said
  // with a 404 (a form posted there is answered with its action's status).
  const state = store.getState();
  const missing =
    !learner &&
    (isMissingPreview(location.pathname, state) || (!submission && isMissingCertificate(location.pathname, state)));
  const sheet = new ServerStyleSheet();
  try {
    const { html, preloads } = hoistImagePreloads(renderToString(sheet.collectStyles(page())));
    // The deepest match holds every parameter of the path, the ally's among them.
    const site = allySiteOf(context.matches.at(-1)?.params ?? {});
    const brand = allyBrandIn(store.getState(), site?.allyCode);
    const pageTitle = title.title ?? brand?.config.name ?? neutralIdentity.name;
    // A learner's page is nobody's to share, nor a page of nothing: neither has a link preview.
    const preview =
      learner || missing
        ? undefined
        : pagePreview({
            pathname: location.pathname,
            title: pageTitle,
            brand,
            country: site?.country,
            language: i18n.language,
            state: store.getState(),
          });
    return {
      kind: 'page',
      status: missing ? 404 : context.statusCode,
      html,
      head: [
        // The largest paint first, then the page's head, then the screen's scripts.
        preloads,
        pageHead({
          brand,
          title: pageTitle,
          styles: sheet.getStyleTags(),
          ...(preview ? { preview: { page: preview, origin: pageOrigin } } : {}),
        }),
        // The screen's code is asked for at once, not import after import once the app runs; on the
        // learner's own page, once it is drawn (learner-page-start.ts); a visitor's preview of a
        // learner's screen needs none of that screen's code ahead.
        learner
          ? routeFileList(location.pathname)
          : isVisitorPreview(location.pathname)
            ? ''
            : routePreloadLinks(location.pathname),
      ]
        .filter(Boolean)
        .join('\n'),
      state: serialize(dehydrate(store.getState(), learner?.user, context.actionData)),
    };
  } finally {
    sheet.seal();
  }
}

function isMissingPreview(pathname: string, state: RootState): boolean {
  const preview = visitorLessonPreview(pathname, state);
  return preview !== undefined && 'missing' in preview;
}

/** The request the routes answer: the page's GET, or the form posted to it. */
function pageRequest(location: URL, submission: RenderOptions['submission']): Request {
  if (!submission) return new Request(location.href);
  return new Request(location.href, {
    method: 'POST',
    headers: { 'content-type': submission.contentType },
    body: submission.body,
  });
}

/**
 * A page of an ally the server does not render (a learner's screen without a session): its loading frame,
 * the ally's header in its colours, so the brand is on screen before the app's code arrives. It
 * holds nothing of the visitor; the app draws over it (it is not hydrated).
 */
async function renderFrame(pathname: string): Promise<RenderResult> {
  const allyCode = parseSitePath(pathname)?.site.allyCode;
  if (!allyCode) return null;
  // The frame wears what the ally's team last published, as the page the app then draws does.
  const store = setupStore({});
  const published = store.dispatch(brandsApi.endpoints.getSiteBrand.initiate(allyCode));
  await published;
  published.unsubscribe();
  const brand = allyBrandIn(store.getState(), allyCode);
  if (!brand) return null;
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(
      sheet.collectStyles(
        <Provider store={store}>
          <I18nProvider i18n={createAllWordsI18n('es')}>
            <StaticRouter location={pathname}>
              <LoadingFrame pathname={pathname} colorMode="light" />
            </StaticRouter>
          </I18nProvider>
        </Provider>,
      ),
    );
    return {
      kind: 'frame',
      status: 200,
      html,
      // The screen's code is asked for at once, while the frame shows.
      head: `${pageHead({ brand, title: brand.config.name, styles: sheet.getStyleTags() })}\n${routePreloadLinks(pathname)}`,
    };
  } finally {
    sheet.seal();
  }
}
