// A page drawn on the server as the visitor it was asked for: the store reads the API as them.
// RTK Query stays the data layer: the screens ask for their data while drawn, so the page is drawn
// until no query is running, then once more with its styles collected; its head (title, icon, link
// preview, styles) and the store's answers for the browser's first render are handed back beside it.
import { landingApi } from '@aula/api-client/landing';
import type { AppStore } from '@aula/api-client/store';
import type { RenderLearner } from '@aula/contracts/server-render';
import { allySiteOf } from '@aula/contracts/site-paths';
import { ServerDataSaverProvider } from '@aula/ui-kit/data-saver';
import { type PageTitleHolder, PageTitleHolderProvider } from '@aula/ui-kit/page-title';
import { PageOriginProvider } from '@aula/ui-kit/page-url';
import type { ReactElement } from 'react';
import { renderToReadableStream, renderToString } from 'react-dom/server';
import type { StaticHandlerContext } from 'react-router';
import { ServerStyleSheet } from 'styled-components';
import { createAllWordsI18n } from '../src/app-messages';
import { AppProviders } from '../src/app-providers';
import { findBrand, neutralIdentity } from '../src/brands';
import { ServerOfflineWorkerProvider } from '../src/offline/offline-worker';
import { pageHead } from '../src/ssr/page-head';
import { pagePreview } from '../src/ssr/page-preview';
import { dehydrate, serialize } from '../src/ssr/ssr-state';
import { pageNamespaces } from './page-namespaces';

/** Draws until no query is running: a section may ask for more once its first answer is in. */
const MAX_PASSES = 4;

export interface PageToDraw {
  url: string;
  store: AppStore;
  learner?: Pick<RenderLearner, 'user'>;
  pageOrigin?: string;
  dataSaver?: boolean;
  offlineWorker?: boolean;
  /** The router's answer for the address: its matches (their params and handles) and a form's answer. */
  routed: Pick<StaticHandlerContext, 'matches' | 'actionData'>;
  /** The routed page; `final` is the draw sent (the others only start the screens' queries). */
  router: (final: boolean) => ReactElement;
  signal?: AbortSignal;
}

export interface DrawnPage {
  /** What React drew (the whole document in the framework's build). */
  html: string;
  /** The head the page adds: title, icon, browser colour, link preview, organisation data, styles. */
  head: string;
  /** The store's answers (and who the page is for) as JSON for the browser's first render. */
  state: string;
}

export async function drawPage(page: PageToDraw): Promise<DrawnPage> {
  const { store, learner, pageOrigin, dataSaver = false, offlineWorker = false, routed } = page;
  const i18n = createAllWordsI18n('es');
  const title: PageTitleHolder = {};
  const tree = (final: boolean) => (
    <PageTitleHolderProvider value={title}>
      <PageOriginProvider origin={pageOrigin}>
        <ServerDataSaverProvider value={dataSaver}>
          <ServerOfflineWorkerProvider value={offlineWorker && learner !== undefined}>
            <AppProviders store={store} i18n={i18n}>
              {page.router(final)}
            </AppProviders>
          </ServerOfflineWorkerProvider>
        </ServerDataSaverProvider>
      </PageOriginProvider>
    </PageTitleHolderProvider>
  );
  for (let pass = 0; pass < MAX_PASSES; pass += 1) {
    renderToString(tree(false));
    const running = await Promise.all(store.dispatch(landingApi.util.getRunningQueriesThunk()));
    if (running.length === 0) break;
  }
  const state = serialize({
    ...dehydrate(store.getState(), learner?.user, routed.actionData),
    namespaces: pageNamespaces(routed.matches),
    ...(offlineWorker && learner ? { offlineWorker: true } : {}),
  });
  const sheet = new ServerStyleSheet();
  try {
    const stream = await renderToReadableStream(sheet.collectStyles(tree(true)), { signal: page.signal });
    await stream.allReady;
    const html = await new Response(stream).text();
    const site = allySiteOf(routed.matches.at(-1)?.params ?? {});
    const brand = findBrand(site?.allyCode);
    const pageTitle = title.title ?? brand?.config.name ?? neutralIdentity.name;
    // A learner's page is nobody's to share: it has no link preview.
    const preview = learner
      ? undefined
      : pagePreview({
          pathname: new URL(page.url, 'http://page').pathname,
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
    return { html, head, state };
  } finally {
    sheet.seal();
  }
}
