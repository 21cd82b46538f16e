// Draws a page on the server for the API (apps/api/src/plugins/web.ts), as the visitor it was asked
// for: the store in the load context reads the API as them. RTK Query stays the data layer: the
// screens ask for their data while drawn, so the page is drawn until no query is running, then
// once more with its styles collected, its data in the page for the browser's first render.
import { landingApi } from '@aula/api-client/landing';
import { allySiteOf } from '@aula/contracts/site-paths';
import { ServerDataSaverProvider } from '@aula/ui-kit/data-saver';
import { type PageTitleHolder, PageTitleHolderProvider } from '@aula/ui-kit/page-title';
import { PageOriginProvider } from '@aula/ui-kit/page-url';
import { renderToReadableStream, renderToString } from 'react-dom/server';
import { type AppLoadContext, type EntryContext, ServerRouter } from 'react-router';
import { ServerStyleSheet } from 'styled-components';
import { createAllWordsI18n } from '../src/app-messages';
import { AppProviders } from '../src/app-providers';
import { findBrand, neutralIdentity } from '../src/brands';
import { ServerOfflineWorkerProvider } from '../src/offline/offline-worker';
import { pageHead } from '../src/ssr/page-head';
import { pagePreview } from '../src/ssr/page-preview';
import { dehydrate, SSR_STATE_ID, serialize } from '../src/ssr/ssr-state';
import { pageNamespaces } from './page-namespaces';

/** Draws until no query is running: a section may ask for more once its first answer is in. */
const MAX_PASSES = 4;

export default async function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  routerContext: EntryContext,
  context: AppLoadContext,
): Promise<Response> {
  const { store, learner, pageOrigin, dataSaver = false, offlineWorker = false } = context;
  const i18n = createAllWordsI18n('es');
  const title: PageTitleHolder = {};
  const page = (entry: EntryContext) => (
    <PageTitleHolderProvider value={title}>
      <PageOriginProvider origin={pageOrigin}>
        <ServerDataSaverProvider value={dataSaver}>
          <ServerOfflineWorkerProvider value={offlineWorker && learner !== undefined}>
            <AppProviders store={store} i18n={i18n}>
              <ServerRouter context={entry} url={request.url} />
            </AppProviders>
          </ServerOfflineWorkerProvider>
        </ServerDataSaverProvider>
      </PageOriginProvider>
    </PageTitleHolderProvider>
  );
  // The passes that only start the screens' queries leave out the loaders' answers for the browser
  // (a stream read once, by the last draw).
  const asking = { ...routerContext, serverHandoffStream: undefined };
  for (let pass = 0; pass < MAX_PASSES; pass += 1) {
    renderToString(page(asking));
    const running = await Promise.all(store.dispatch(landingApi.util.getRunningQueriesThunk()));
    if (running.length === 0) break;
  }
  const handlerContext = routerContext.staticHandlerContext;
  const state = serialize({
    ...dehydrate(store.getState(), learner?.user, handlerContext.actionData),
    namespaces: pageNamespaces(handlerContext.matches),
    ...(offlineWorker && learner ? { offlineWorker: true } : {}),
  });
  const sheet = new ServerStyleSheet();
  try {
    const stream = await renderToReadableStream(sheet.collectStyles(page(routerContext)), {
      signal: request.signal,
    });
    await stream.allReady;
    const body = await new Response(stream).text();
    const site = allySiteOf(handlerContext.matches.at(-1)?.params ?? {});
    const brand = findBrand(site?.allyCode);
    const pageTitle = title.title ?? brand?.config.name ?? neutralIdentity.name;
    const url = new URL(request.url);
    // A learner's page is nobody's to share: it has no link preview.
    const preview = learner
      ? undefined
      : pagePreview({
          pathname: url.pathname,
          title: pageTitle,
          brand,
          country: site?.country,
          language: i18n.language,
          state: store.getState(),
        });
    const head = pageHead({
      brand,
      title: pageTitle,
      styles: sheet.getStyleTags(),
      ...(preview ? { preview: { page: preview, origin: pageOrigin } } : {}),
    });
    headers.set('content-type', 'text/html; charset=utf-8');
    // The store's answers for the browser's first render, outside what React hydrates.
    const data = `<script type="application/json" id="${SSR_STATE_ID}">${state}</script>`;
    const html = body.replace('</head>', () => `${head}</head>`).replace('</body>', () => `${data}</body>`);
    return new Response(html, { status, headers });
  } finally {
    sheet.seal();
  }
}
