import type { SessionState } from '@aula/api-client/session';
import { setupStore } from '@aula/api-client/store';
import { allyRoutePattern, allyRoutes } from '@aula/contracts/site-paths';
import { renderWithProviders } from '@aula/testing/render';
import type { VisitorScreenHandle } from '@aula/ui-kit/feature';
import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { RequireSession } from './require-session';

const anonymousOn = (allyCode: string): SessionState => ({
  site: { country: 'mx', allyCode },
  signedIn: false,
  user: null,
});

function renderGuardAt(session: SessionState) {
  return renderWithProviders(<RequireSession />, {
    route: '/mx/impulsa/seccion',
    path: allyRoutePattern('seccion'),
    preloadedState: { session },
  });
}

describe('the session guard of the learner routes', () => {
  it('sends an anonymous visitor of the ally to its sign-in, coming back here after', async () => {
    renderGuardAt(anonymousOn('impulsa'));
    expect(await screen.findByTestId('location')).toHaveTextContent(
      '/mx/impulsa/login?redirect=%2Fmx%2Fimpulsa%2Fseccion',
    );
  });

  it('neither redirects nor draws while the store already holds another ally’s session (the page is leaving)', async () => {
    const { router } = renderGuardAt(anonymousOn('crecer'));
    // A redirect would be on its way by the next turn.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(router.state.location.pathname).toBe('/mx/impulsa/seccion');
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });

  it('sends an ally team member, who has no learner profile, to the console', async () => {
    renderGuardAt({
      site: { country: 'mx', allyCode: 'impulsa' },
      signedIn: true,
      user: {
        id: 5,
        name: 'Elena Editora',
        email: 'editor@impulsa.example',
        phone_number: null,
        access: 'ally_editor',
        ally_code: 'impulsa',
        country: 'mx',
      },
    });
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/mx\/impulsa\/consola$/);
  });

  it('shows a signed-out visitor a screen’s face for visitors (a shared lesson’s preview) instead of the sign-in', async () => {
    const handle: VisitorScreenHandle = { visitorScreen: () => <p>Vista previa</p> };
    const router = createMemoryRouter(
      [
        {
          path: allyRoutePattern('landing'),
          children: [
            {
              element: <RequireSession />,
              children: [{ path: allyRoutes.lesson, handle, element: <p>La lección entera</p> }],
            },
          ],
        },
        { path: allyRoutePattern('login'), element: <p>Iniciar sesión</p> },
      ],
      { initialEntries: ['/mx/impulsa/seccion/lecciones/3'] },
    );
    render(
      <Provider store={setupStore({ session: anonymousOn('impulsa') })}>
        <RouterProvider router={router} />
      </Provider>,
    );
    expect(await screen.findByText('Vista previa')).toBeInTheDocument();
    // Bad case: the learner's own screen for someone who is not signed in, or the sign-in wall.
    expect(screen.queryByText('La lección entera')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/mx/impulsa/seccion/lecciones/3');
  });
});
