import { mockState } from '@aula/mocks/state';
import { useMswServer } from '@aula/testing/msw';
import { cleanup, screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';

const server = useMswServer();

describe('country selection', () => {
  it('announces the wait, then lists only the countries a brand of this build offers', async () => {
    mockState().countries.push({ id: 9, code: 'ar', name: 'Argentina' });
    renderApp('/');
    expect(await screen.findByText('Cargando países…')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'México' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Argentina' })).not.toBeInTheDocument();
  });

  it('reports a failed load and tries again on request', async () => {
    server.use(http.get('*/api/catalogs/countries/', () => HttpResponse.error(), { once: true }));
    const { user } = renderApp('/');
    expect(await screen.findByRole('alert')).toHaveTextContent('No pudimos cargar la lista de países.');
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('link', { name: 'Colombia' })).toBeInTheDocument();
  });

  it('says so when no country is available', async () => {
    mockState().countries = [];
    renderApp('/');
    expect(await screen.findByText('Por ahora no hay países disponibles.')).toBeInTheDocument();
  });

  it('lets the visitor go back from the allies to the countries', async () => {
    const { user } = renderApp('/');
    await user.click(await screen.findByRole('link', { name: 'Colombia' }));
    expect(screen.getByRole('heading', { name: '¿Con quién quieres aprender en Colombia?' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Elegir otro país' }));
    expect(screen.getByRole('link', { name: 'Perú' })).toBeInTheDocument();
  });

  it('remembers the chosen country across reloads and shows its allies again', async () => {
    const first = renderApp('/');
    await first.user.click(await screen.findByRole('link', { name: 'México' }));
    first.router.dispose();
    cleanup();
    renderApp('/');
    expect(await screen.findByRole('region', { name: '¿Con quién quieres aprender en México?' })).toBeInTheDocument();
  });
});
