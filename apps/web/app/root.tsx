import { configureApiClient } from '@aula/api-client/settings';
import { type ReactNode, useEffect } from 'react';
import { Links, Meta, Scripts, ScrollRestoration, useNavigate } from 'react-router';
import { APP_RUNNING_ATTRIBUTE } from '../src/app-render';
import { RootLayout, RootLoading } from '../src/root-layout';
import { RouteError } from '../src/route-error';
import { whenIdle } from '../src/start-scheduling';
import { getTabStore } from './tab-store';
import { WithoutScripts } from './without-scripts';

/** The document every page is drawn in; the visitor's language is set on `<html>` once the app runs. */
export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="es">
      <head>
        <meta charSet="UTF-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <Meta />
        <Links />
      </head>
      <body>
        <WithoutScripts />
        <div id="root">{children}</div>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function Root() {
  // A 401 sends the learner to sign in without reloading the app.
  const navigate = useNavigate();
  useEffect(() => configureApiClient({ navigate: (path) => void navigate(path) }), [navigate]);
  // Said on the document for whoever waits for the app (a browser test before a control that only
  // the app answers): the server's page works without it, so nothing else shows it.
  useEffect(() => {
    document.documentElement.setAttribute(APP_RUNNING_ATTRIBUTE, '');
    // The worker's news (a lesson kept for offline, queued changes sent) reaches the screens now.
    navigator.serviceWorker?.startMessages();
    // Installed in an idle moment: its install must not compete with the page's own requests.
    whenIdle(
      () => void import('../src/offline/register-worker').then(({ registerWorker }) => registerWorker(getTabStore())),
    );
  }, []);
  return <RootLayout />;
}

export const HydrateFallback = RootLoading;
export const ErrorBoundary = RouteError;
