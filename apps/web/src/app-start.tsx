import { writeDataSaverChoice } from '@aula/api-client/cookies';
import { addressOf, configureApiClient } from '@aula/api-client/settings';
import { setupStore } from '@aula/api-client/store';
import { createBrowserRouter } from 'react-router';
import { differsFromServerPage } from './boot';
import { serveBrandAssetsFrom } from './brands';
import { buildDefaults, setDeployment } from './config';
import { loadDeployment } from './deployment';
import { createAppI18n, loadFrameMessages } from './i18n';
import { readPreferences } from './preferences';
import { logNavigationError } from './route-error';
import { createRoutes } from './routes';
import { prepareHydration } from './ssr/hydration-routes';
import { readSsrState, restoreSsrState } from './ssr/ssr-state';
import { showStartProblems } from './start-problems';
import { afterStart, yieldToBrowser } from './start-scheduling';
import { warmFirstScreen } from './warm-first-screen';

type AppRender = typeof import('./app-render');

/**
 * Starts the application in `container`; resolves once it is on screen and answers input. A page the server rendered (#root[data-ssr]) is
 * hydrated when it is this visitor's page: the same store answers and the same screens, so React
 * adopts the HTML instead of drawing it again. Any other page is rendered here.
 */
export async function startApp(
  container: HTMLElement,
  {
    deploymentFile,
    render = import('./app-render'),
  }: { deploymentFile?: Promise<Response>; render?: Promise<AppRender> } = {},
): Promise<void> {
  // deployment.json (asked for by main.tsx with this code), the frame's words and the first
  // screen's code and words are fetched side by side.
  const deploymentLoaded = loadDeployment(buildDefaults(), deploymentFile ? () => deploymentFile : undefined);
  // This code's evaluation was one task; the set-up below is another (each under 50 ms at 4x).
  await yieldToBrowser();
  const ssrState = container.hasAttribute('data-ssr') ? readSsrState() : undefined;
  const store = setupStore();
  const preferences = readPreferences();
  // A choice made before the server read it gets its cookie now (the server renders by it).
  writeDataSaverChoice(preferences.dataSaver);
  const i18n = createAppI18n(preferences.language);
  const frameMessagesLoaded = loadFrameMessages(i18n);
  // The store and the words are asked for; the routes (every feature's) are made in the next task.
  await yieldToBrowser();
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

  const hydrationData = ssrState
    ? await prepareHydration(routes, window.location.href, ssrState.actionData)
    : undefined;
  if (ssrState && hydrationData) restoreSsrState(store, ssrState);
  // Making the router runs the first screen's loaders: a task apart from the start's set-up.
  await yieldToBrowser();
  const router = createBrowserRouter(routes, hydrationData ? { hydrationData } : undefined);
  // A 401/403 answer sends the visitor to sign in without reloading the app.
  configureApiClient({
    baseUrl: deployment.apiBaseUrl,
    reportsBaseUrl: deployment.reportsBaseUrl,
    frontendBaseUrl: deployment.frontendBaseUrl,
    navigate: (path) => router.navigate(path).catch(logNavigationError),
    currentAddress: () => addressOf(router.state.location),
  });

  // The worker's news (a lesson stored for offline, queued changes sent) reaches the screens'
  // listeners only once the page's message queue is started: the worker's registration, which
  // now waits for an idle moment, used to start it at the first draw (e2e/offline-lesson.spec.ts).
  navigator.serviceWorker?.startMessages();
  const { renderApp } = await render;
  // A visitor whose page differs from the anonymous one (signed in, English, dark) gets it drawn
  // anew, the server's HTML showing until then: hydration keeps the server's attributes, so
  // styled-components' light class names would stay on a dark page.
  const ready = renderApp(container, { store, i18n, router, hydrate: !!hydrationData && !differsFromServerPage() });
  // Once the page is live and the browser idle: the worker's install must not compete with the
  // page's own requests, and its code is not part of the start.
  afterStart(ready, [() => import('./offline/register-worker').then(({ registerWorker }) => registerWorker(store))]);
  return ready;
}
