import { allyRoutePattern } from '@aula/contracts/site-paths';
import { renderWithProviders } from '@aula/testing/render';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SessionActions } from './session-actions';
import { shellMessages } from './shell-messages';

const site = { country: 'mx', allyCode: 'impulsa' };
const anonymous = { session: { site, signedIn: false, user: null } };

function renderAt(route: string) {
  return renderWithProviders(<SessionActions site={site} />, {
    route,
    path: `${allyRoutePattern('landing')}/*`,
    preloadedState: anonymous,
    messages: [shellMessages],
  });
}

describe('the header’s sign-in for someone not signed in', () => {
  it('comes back to a shared lesson’s preview once signed in', () => {
    renderAt('/mx/impulsa/seccion/lecciones/3?parte=2');
    expect(screen.getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute(
      'href',
      `/mx/impulsa/login?redirect=${encodeURIComponent('/mx/impulsa/seccion/lecciones/3?parte=2')}`,
    );
  });

  it('leads from a public page to the sign-in alone (the learner home follows it)', () => {
    renderAt('/mx/impulsa/blog');
    expect(screen.getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute('href', '/mx/impulsa/login');
  });

  it('is not offered on the account screens themselves', () => {
    renderAt('/mx/impulsa/registro?redirect=%2Fmx%2Fimpulsa%2Fseccion%2Flecciones%2F3');
    expect(screen.queryByRole('link', { name: 'Iniciar sesión' })).not.toBeInTheDocument();
  });
});
