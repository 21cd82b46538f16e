import { configureApiClient } from '@aula/api-client/settings';
import { setupStore } from '@aula/api-client/store';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app-providers';
import { config } from './config';
import { createAppI18n } from './i18n';
import { readPreferences } from './preferences';
import { logNavigationError } from './route-error';
import { createRoutes } from './routes';

const router = createBrowserRouter(createRoutes());
const store = setupStore();
const i18n = createAppI18n(readPreferences().language);

// A 401/403 answer sends the visitor to sign in without reloading the app.
configureApiClient({
  baseUrl: config.apiBaseUrl,
  navigate: (path) => router.navigate(path).catch(logNavigationError),
});

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <AppProviders store={store} i18n={i18n}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
