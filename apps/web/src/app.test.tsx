import { writeToken } from '@aula/api-client/cookies';
import { useMswServer } from '@aula/testing/msw';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from './test/render-app';

useMswServer();

describe('the app routes', () => {
  it('lists the countries, shows the allies of a shared country, and opens the chosen landing', async () => {
    const { user, router } = renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Elige tu país' })).toBeInTheDocument();
    const countries = await screen.findAllByRole('button', { name: /México|Colombia|Perú/ });
    expect(countries.map((button) => button.textContent)).toEqual(['México', 'Colombia', 'Perú']);

    await user.click(screen.getByRole('button', { name: 'México' }));
    expect(document.cookie).toContain('country=mx');
    const allies = screen.getByRole('region', { name: '¿Con quién quieres aprender en México?' });
    expect(
      within(allies)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Crecer', 'Impulsa']);

    await user.click(within(allies).getByRole('link', { name: 'Impulsa' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Aprende a hacer crecer tu negocio' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/mx/impulsa');
    expect(document.cookie).toContain('ally_code=impulsa');
  });

  it('goes straight to the only ally of a country', async () => {
    const { user, router } = renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Perú' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pe/impulsa'));
    expect(document.cookie).toContain('country=pe');
  });

  it('shows the landing with the ally’s new and most viewed lessons, in its brand', async () => {
    renderApp('/mx/crecer');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Tu tienda, más fuerte cada semana' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Quiero aprender' })).toHaveAttribute('href', '/mx/crecer/seccion');
    const newLessons = screen.getByRole('region', { name: 'Lecciones nuevas' });
    const mostViewed = screen.getByRole('region', { name: 'Lo más visto' });
    expect(await within(newLessons).findAllByRole('article')).toHaveLength(3);
    expect(await within(mostViewed).findAllByRole('article')).toHaveLength(3);
    expect(within(screen.getByRole('banner')).getByRole('img', { name: 'Crecer' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Crecer'));
    expect(JSON.parse(document.getElementById('organization-jsonld')?.textContent ?? '{}')).toMatchObject({
      '@type': 'Organization',
      name: 'Crecer Comercio',
      logo: { width: 326, height: 127 },
    });
  });

  it('sends an unknown path back to the country choice', async () => {
    const { router } = renderApp('/esto/no/existe');
    expect(await screen.findByRole('heading', { level: 1, name: 'Elige tu país' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('sends an unknown brand, or a country the brand does not offer, back to the country choice', async () => {
    const first = renderApp('/mx/otra-marca');
    await waitFor(() => expect(first.router.state.location.pathname).toBe('/'));
    first.router.dispose();
    const second = renderApp('/pe/crecer');
    await waitFor(() => expect(second.router.state.location.pathname).toBe('/'));
    expect(document.cookie).not.toContain('ally_code=crecer');
  });

  it('asks anonymous visitors of the content area to sign in first', async () => {
    const { router } = renderApp('/mx/impulsa/seccion');
    expect(await screen.findByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/mx/impulsa/login');
    expect(router.state.location.search).toBe('?redirect=%2Fmx%2Fimpulsa%2Fseccion');
  });

  it('after signing in opens the protected lesson that was asked for', async () => {
    const { user, router } = renderApp('/mx/impulsa/seccion/lecciones/101');
    await user.type(await screen.findByRole('textbox', { name: 'Correo electrónico' }), 'demo@impulsa.example');
    await user.type(screen.getByLabelText('Contraseña'), 'Aula-demo-2026');
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Separa tus finanzas personales y las del negocio' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/mx/impulsa/seccion/lecciones/101');
    expect(screen.getByRole('button', { name: 'Cerrar sesión' })).toBeInTheDocument();
  });

  it('sends a learner whose session the API refuses (401) to the login page', async () => {
    writeToken('mock-token-expired');
    const { router } = renderApp('/mx/impulsa/seccion/lecciones/101');
    expect(await screen.findByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/mx/impulsa/login');
    expect(document.cookie).not.toContain('token=');
  });

  it('signs out from the header and returns to the landing', async () => {
    writeToken('mock-token-1');
    const { user, router } = renderApp('/mx/impulsa/seccion');
    expect(await screen.findByRole('heading', { level: 1, name: 'Mis lecciones' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cerrar sesión' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/mx/impulsa'));
    expect(await screen.findByRole('link', { name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(document.cookie).not.toContain('token=');
  });
});
