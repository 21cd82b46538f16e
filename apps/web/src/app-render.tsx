import type { AppStore } from '@aula/api-client/store';
import type { i18n as I18n } from 'i18next';
import { type ReactNode, StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app-providers';

/** Tells when the page is on screen and live (adds no element, so hydration sees the same tree). */
function Ready({ onReady, children }: { onReady: () => void; children: ReactNode }) {
  useEffect(onReady, []);
  return children;
}

/** The attribute the document carries once the app answers input. */
export const APP_RUNNING_ATTRIBUTE = 'data-app-running';

export interface RenderOptions {
  store: AppStore;
  i18n: I18n;
  router: ReturnType<typeof createBrowserRouter>;
  /** Adopt the server's HTML (the same store answers and screens) instead of drawing the page anew. */
  hydrate: boolean;
}

/**
 * Draws (or hydrates) the application in `container`; resolves once it is on screen and answers
 * input. Its own chunk, asked for beside app-start's by main.tsx: React DOM is the largest module
 * the page runs, and evaluated apart it is a task of its own rather than part of one long task.
 */
export function renderApp(container: HTMLElement, { store, i18n, router, hydrate }: RenderOptions): Promise<void> {
  let resolve: () => void = () => {};
  const ready = new Promise<void>((done) => {
    resolve = () => {
      // Said on the document for whoever waits for the app (a browser test before a control that
      // only the app answers): the server's page works without it, so nothing else shows it.
      document.documentElement.setAttribute(APP_RUNNING_ATTRIBUTE, '');
      done();
    };
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
  // Transitions: the first render (or hydration) yields to the browser between small slices
  // instead of one long task, so a slow phone stays responsive while the page comes up.
  if (!hydrate) {
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
