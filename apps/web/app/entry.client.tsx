// Takes over the page the server drew: the store starts from the answers the page was drawn from,
// the words it was drawn with are in before React adopts the HTML, and the router is React
// Router's own (its route modules are already loaded by the page's scripts).
import { enterAlly } from '@aula/api-client/enter-ally';
import { configureApiClient } from '@aula/api-client/settings';
import { setupStore } from '@aula/api-client/store';
import { parseSitePath } from '@aula/contracts/site-paths';
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { AppProviders } from '../src/app-providers';
import { serveBrandAssetsFrom } from '../src/brands';
import { buildDefaults, setDeployment } from '../src/config';
import { isDataSaverOn, markDataSaver, pageDrawnForDataSaver } from '../src/data-saver';
import { loadDeployment } from '../src/deployment';
import { createAppI18n, loadFrameMessages } from '../src/i18n';
import { adoptDrawnUnderWorker } from '../src/offline/offline-worker';
import { readSsrState, restoreSsrState } from '../src/ssr/ssr-state';
import { setTabStore } from './tab-store';

/**
 * The offline worker keeps the code the page loaded, as the browser's resource timing lists it;
 * the list stops at 250 entries by default, and the code loaded last (the screen's own) went unlisted.
 */
const RESOURCE_ENTRIES_KEPT = 1000;

async function start() {
  performance.setResourceTimingBufferSize?.(RESOURCE_ENTRIES_KEPT);
  const state = readSsrState();
  const store = setupStore();
  setTabStore(store);
  const site = parseSitePath(location.pathname)?.site;
  if (site) store.dispatch(enterAlly(site));
  if (state) restoreSsrState(store, state);
  adoptDrawnUnderWorker(state?.offlineWorker === true);
  // The page was drawn in Spanish: it is adopted in Spanish, then shown in the visitor's language.
  const i18n = createAppI18n('es');
  const [deployment] = await Promise.all([
    loadDeployment(buildDefaults()),
    loadFrameMessages(i18n),
    i18n.loadNamespaces(state?.namespaces ?? []),
  ]);
  if (deployment.ok) {
    setDeployment(deployment.deployment);
    serveBrandAssetsFrom(deployment.deployment.assetsBaseUrl);
    configureApiClient({
      baseUrl: deployment.deployment.apiBaseUrl,
      reportsBaseUrl: deployment.deployment.reportsBaseUrl,
      frontendBaseUrl: deployment.deployment.frontendBaseUrl,
    });
  }
  // As the server drew it: Spanish, light, data saver as it heard it.
  const drawnIn = { language: 'es' as const, colorMode: 'light' as const, dataSaver: pageDrawnForDataSaver() };
  markDataSaver(isDataSaverOn() || drawnIn.dataSaver);
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <AppProviders store={store} i18n={i18n} adopting={drawnIn}>
          <HydratedRouter />
        </AppProviders>
      </StrictMode>,
      // Timing differences (a date, a count that moved) are drawn again: noted, not reported as errors.
      { onRecoverableError: (error) => console.info('[aula] part of the page was drawn again in the browser:', error) },
    );
  });
}

void start();
