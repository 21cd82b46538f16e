// Draws a page on the server for the API (apps/api/src/plugins/web.ts), as the visitor it was asked
// for (draw-page.tsx): the store in the load context reads the API as them.
import { setupStore } from '@aula/api-client/store';
import { renderToReadableStream } from 'react-dom/server';
import { type AppLoadContext, type EntryContext, ServerRouter } from 'react-router';
import { createAllWordsI18n } from '../src/app-messages';
import { AppProviders } from '../src/app-providers';
import { SSR_STATE_ID } from '../src/ssr/ssr-state';
import { BRAND_HEAD_MARKER } from '../vite/site-markers';
import { drawPage } from './draw-page';

export default async function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  routerContext: EntryContext,
  context: AppLoadContext,
): Promise<Response> {
  // A static site's one page (SPA mode, drawn at build) has no visitor: a store of its own, and its
  // head is the brand's, written in per ally (vite/brand-site.ts).
  if (routerContext.isSpaMode) return staticSitePage(status, headers, routerContext, request.url);
  // The draws that only start the screens' queries leave out the loaders' answers for the browser
  // (a stream read once, by the last draw).
  const asking = { ...routerContext, serverHandoffStream: undefined };
  const drawn = await drawPage({
    ...context,
    url: request.url,
    routed: routerContext.staticHandlerContext,
    router: (final) => <ServerRouter context={final ? routerContext : asking} url={request.url} />,
    signal: request.signal,
  });
  headers.set('content-type', 'text/html; charset=utf-8');
  // The store's answers for the browser's first render, outside what React hydrates.
  const data = `<script type="application/json" id="${SSR_STATE_ID}">${drawn.state}</script>`;
  const html = drawn.html.replace('</head>', () => `${drawn.head}</head>`).replace('</body>', () => `${data}</body>`);
  return new Response(html, { status, headers });
}

/**
 * The single page of a static site: the loading frame, drawn in the browser from the address. No
 * styles of its own (they would be the neutral identity's): the brand's head gives its colours
 * before any script, and the app's styles come with it.
 */
async function staticSitePage(status: number, headers: Headers, entry: EntryContext, url: string): Promise<Response> {
  const stream = await renderToReadableStream(
    <AppProviders store={setupStore()} i18n={createAllWordsI18n('es')}>
      <ServerRouter context={entry} url={url} />
    </AppProviders>,
  );
  await stream.allReady;
  const body = await new Response(stream).text();
  headers.set('content-type', 'text/html; charset=utf-8');
  return new Response(
    body.replace('</head>', () => `${BRAND_HEAD_MARKER}</head>`),
    { status, headers },
  );
}
