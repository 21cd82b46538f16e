import { writeDataSaverChoice } from '@aula/api-client/cookies';
import { configureApiClient } from '@aula/api-client/settings';
import { setupStore } from '@aula/api-client/store';
import { type ReactNode, StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app-providers';
import { differsFromServerPage } from './boot';
import { serveBrandAssetsFrom } from './brands';
import { buildDefaults, setDeployment } from './config';
import { loadDeployment } from './deployment';
import { createAppI18n, loadFrameMessages } from './i18n';
import { registerWorker } from './offline/register-worker';
import { readPreferences } from './preferences';
import { logNavigationError } from './route-error';
import { createRoutes } from './routes';
import { prepareHydration } from './ssr/hydration-routes';
import { readSsrState, restoreSsrState } from './ssr/ssr-state';
import { showStartProblems } from './start-problems';
import { warmFirstScreen } from './warm-first-screen';

/** Tells when the page is on screen and live (adds no element, so hydration sees the same tree). */
function Ready({ onReady, children }: { onReady: () => void; children: ReactNode }) {
  useEffect(onReady, []);
  return children;
}

/**
 * Starts the application in `container`; resolves once it is on screen and answers input. A page the server rendered (#root[data-ssr]) is
 * hydrated when it is this visitor's page: the same store answers and the same screens, so React
 * adopts the HTML instead of drawing it again. Any other page is rendered here.
 */
export async function startApp(
  container: HTMLElement,
  { deploymentFile }: { deploymentFile?: Promise<Response> } = {},
): Promise<void> {
  // deployment.json (asked for by main.tsx with this code), the frame's words and the first
  // screen's code and words are fetched side by side.
  const deploymentLoaded = loadDeployment(buildDefaults(), deploymentFile ? () => deploymentFile : undefined);
  const ssrState = container.hasAttribute('data-ssr') ? readSsrState() : undefined;
  const store = setupStore();
  const preferences = readPreferences();
  // A choice made before the server read it gets its cookie now (the server renders by it).
  writeDataSaverChoice(preferences.dataSaver);
  const i18n = createAppI18n(preferences.language);
  const frameMessagesLoaded = loadFrameMessages(i18n);
  const routes = createRoutes({
    dispatch: store.dispatch,
    loadMessages: (namespaces) => i18n.loadNamespaces(namespaces),
  });
  warmFirstScreen(routes, window.location.pathname);

  const [result] = await Promise.all([deploymentLoaded, frameMessagesLoaded]);
  if (!result.ok) {
    showStartProblems(container, result.problems);
    throw new Error(`deployment.json is not valid:\n${result.problems.join('\n')}`);
  }
  const { deployment } = result;
  setDeployment(deployment);
  serveBrandAssetsFrom(deployment.assetsBaseUrl);

  const hydrationData = ssrState ? await prepareHydration(routes, window.location.href) : undefined;
  if (ssrState && hydrationData) restoreSsrState(store.dispatch, ssrState);
  const router = createBrowserRouter(routes, hydrationData ? { hydrationData } : undefined);
  // A 401/403 answer sends the visitor to sign in without reloading the app.
  configureApiClient({
    baseUrl: deployment.apiBaseUrl,
    reportsBaseUrl: deployment.reportsBaseUrl,
    frontendBaseUrl: deployment.frontendBaseUrl,
    navigate: (path) => router.navigate(path).catch(logNavigationError),
  });

  let resolve: () => void = () => {};
  const ready = new Promise<void>((done) => {
    resolve = done;
  });
  const app = (
    <StrictMode>
      <Ready onReady={resolve}>
        <AppProviders store={store} i18n={i18n}>
          <RouterProvider router={router} />
        </AppProviders>
      </Ready>
    </StrictMode>
  );
  // Once the page is live: the worker's install must not compete with the page's own requests.
  void ready.then(() => registerWorker(store));
  // Transitions: the first render (or hydration) yields to the browser between small slices
  // instead of one long task, so a slow phone stays responsive while the page comes up.
  // A visitor whose page differs from the anonymous one (signed in, English, dark) gets it drawn
  // anew, the server's HTML showing until then: hydration keeps the server's attributes, so
  // styled-components' light class names would stay on a dark page.
  if (!hydrationData || differsFromServerPage()) {
    container.removeAttribute('data-ssr');
    container.removeAttribute('data-frame');
    const root = createRoot(container);
    startTransition(() => root.render(app));
    return ready;
  }
  // Timing differences (a date, a count that moved) are drawn again: noted, not reported as errors.
  startTransition(() => {
    hydrateRoot(container, app, {
      onRecoverableError: (error) => console.info('[aula] part of the page was drawn again in the browser:', error),
    });
  });
  return ready;
}
