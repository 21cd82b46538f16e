import type { SessionState } from '@aula/api-client/session';
import { allyRoutePattern } from '@aula/contracts/site-paths';
import { renderWithProviders } from '@aula/testing/render';
import { screen } from '@testing-library/react';
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
});
