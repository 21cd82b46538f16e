import type { SiteBrand } from '@aula/contracts/console-brand';
import { brandFolders } from '@aula/mocks/fixtures/brands';
import { useMswServer } from '@aula/testing/msw';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderApp, warmUpApp } from './test/render-app';

// Issue 39: an ally staff created in the console has no folder in this build; its site is drawn from
// the API's brand alone, and a suspended ally's pages say so.

const server = useMswServer();
const impulsa = brandFolders.impulsa;
if (!impulsa) throw new Error('no impulsa brand fixture');
const tercera: SiteBrand = {
  ...impulsa,
  name: 'Tercera Financiera',
  tagline: 'Crédito y cursos para tu tienda.',
  short_name: 'Tercera',
  organization: { name: 'Tercera Financiera', url: '', logo_caption: 'Tercera Financiera' },
  countries: ['mx'],
  default_country: 'mx',
  version: 0,
  suspended: false,
};
const answering = (code: string, brand: SiteBrand | null) =>
  server.use(
    http.get(`*/api/brands/${code}/`, () =>
      brand
        ? HttpResponse.json(brand)
        : HttpResponse.json({ error: 'not_found', message: 'No such ally' }, { status: 404 }),
    ),
  );

describe('an ally this build has no folder for', () => {
  beforeAll(warmUpApp, 120_000);

  it("opens at its address with the API's name and tagline, its name written where the logo goes", async () => {
    answering('tercera', tercera);
    const { router } = renderApp('/mx/tercera');
    const banner = await screen.findByRole('banner');
    expect(await within(banner).findByText('Tercera Financiera')).toBeInTheDocument();
    expect(within(banner).queryByRole('img')).not.toBeInTheDocument();
    expect((await screen.findAllByText('Crédito y cursos para tu tienda.')).length).toBeGreaterThan(0);
    expect(router.state.location.pathname).toBe('/mx/tercera');
    expect(document.cookie).toContain('ally_code=tercera');
    // No organisation address given yet: no structured data rather than a broken one.
    expect(document.getElementById('organization-jsonld')).toBeNull();
  });

  it('goes back to the country choice in a country it does not offer, or when the API knows no such ally', async () => {
    answering('tercera', tercera);
    const first = renderApp('/co/tercera');
    await waitFor(() => expect(first.router.state.location.pathname).toBe('/'));
    first.router.dispose();
    answering('nadie', null);
    const second = renderApp('/mx/nadie');
    await waitFor(() => expect(second.router.state.location.pathname).toBe('/'));
  });

  it('draws its pages in the typeface its team published once the app runs: its @font-face, a preload, the body in it', async () => {
    answering('tercera', { ...tercera, font: 'nunito', version: 2 });
    renderApp('/mx/tercera');
    const banner = await screen.findByRole('banner');
    await waitFor(() =>
      expect(document.head.querySelector('style#brand-font')?.textContent).toContain("font-family:'Nunito Variable'"),
    );
    expect(document.head.querySelector('link#brand-font-preload')?.getAttribute('href')).toBe(
      '/fonts/nunito/latin-5.3.0.woff2',
    );
    // The components draw in the theme's fonts, which name it: the name written where the logo goes.
    const name = await within(banner).findByText('Tercera Financiera');
    expect(getComputedStyle(name).fontFamily).toMatch(/^['"]?Nunito Variable['"]?, system-ui/);
  });

  it('downloads no typeface for an ally on its theme’s own fonts (`system`)', async () => {
    answering('tercera', { ...tercera, font: 'system', version: 2 });
    renderApp('/mx/tercera');
    const name = await within(await screen.findByRole('banner')).findByText('Tercera Financiera');
    expect(getComputedStyle(name).fontFamily).toMatch(/^system-ui/);
    expect(document.head.querySelector('style#brand-font, link[as="font"]')).toBeNull();
  });

  it('a suspended ally says so in its own name and frame, for any of its pages', async () => {
    answering('tercera', { ...tercera, suspended: true });
    renderApp('/mx/tercera/login');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Tercera Financiera está en pausa' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continuar' })).not.toBeInTheDocument();
    expect(within(screen.getByRole('banner')).queryByRole('link', { name: 'Iniciar sesión' })).not.toBeInTheDocument();
  });

  it("a built ally's suspension shows too (impulsa, from its published answer)", async () => {
    answering('impulsa', { ...impulsa, version: 0, suspended: true });
    renderApp('/mx/impulsa');
    expect(await screen.findByRole('heading', { level: 1, name: 'Impulsa está en pausa' })).toBeInTheDocument();
  });
});
