import { SIGN_OUT_ON_ARRIVAL } from '@aula/api-client/account';
import { selectIsSignedIn } from '@aula/api-client/session';
import { allyRoutePattern } from '@aula/contracts/site-paths';
import { renderWithProviders } from '@aula/testing/render';
import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSignOutOnArrival } from './sign-out-on-arrival';

const site = { country: 'mx', allyCode: 'impulsa' };
const signedInEditor = {
  session: {
    site,
    signedIn: true,
    user: {
      id: 5,
      name: 'Elena Editora',
      email: 'editor@impulsa.example',
      phone_number: null,
      access: 'ally_editor' as const,
      ally_code: 'impulsa',
      country: 'mx',
    },
  },
};

function Frame() {
  useSignOutOnArrival(site);
  return null;
}

function renderAt(route: string) {
  return renderWithProviders(<Frame />, {
    route,
    path: `${allyRoutePattern('landing')}/*`,
    preloadedState: signedInEditor,
  });
}

describe('the brand frame’s sign-out on arrival', () => {
  it('ends the session once the landing is reached with the sign-out state, and clears that state', async () => {
    const { store, router } = renderAt('/mx/impulsa/consola');
    await act(() => router.navigate('/mx/impulsa', { state: SIGN_OUT_ON_ARRIVAL }));
    await waitFor(() => expect(selectIsSignedIn(store.getState())).toBe(false));
    expect(router.state.location.pathname).toBe('/mx/impulsa');
    // Back or reload does not sign out again: the state was acted on.
    expect(router.state.location.state).toBeNull();
  });

  it('keeps the session on any other arrival (bad input: the landing without the state, another page with it)', async () => {
    const { store, router } = renderAt('/mx/impulsa/consola');
    await act(() => router.navigate('/mx/impulsa'));
    await act(() => router.navigate('/mx/impulsa/blog', { state: SIGN_OUT_ON_ARRIVAL }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(selectIsSignedIn(store.getState())).toBe(true);
  });
});
