import { plantSession } from '@aula/testing/cookies';
import { renderWithProviders } from '@aula/testing/render';
import { AlertProvider } from '@aula/ui-kit/alert-provider';
import { AlertViewport } from '@aula/ui-kit/alerts';
import type { ReactElement } from 'react';
import { Link } from 'react-router';
import { profileMessages } from './messages';

/** A profile screen for Ana (mock user 1), signed in, with the alerts the app shows. */
export function renderSignedIn(
  ui: ReactElement,
  route: string,
  path: string,
  language: 'es' | 'en' = 'es',
  /** What the server answered a form posted before the app ran (the route's action data). */
  postedAnswer?: unknown,
) {
  plantSession('mock-token-1');
  return renderWithProviders(
    <AlertProvider>
      {/* apps/web puts a link to the parent screen above each learner screen; this stands in for it. */}
      <Link to="/mx/impulsa/seccion/perfil">Volver a tu perfil</Link>
      {ui}
      <AlertViewport />
    </AlertProvider>,
    {
      route,
      path,
      messages: [profileMessages],
      language,
      preloadedState: { session: { signedIn: true, user: null } },
      ...(postedAnswer !== undefined && { postedAnswer }),
    },
  );
}
