import { useMswServer } from '@aula/testing/msw';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';
import { learnerPlaces } from './learner-nav';
import { en } from './shell-messages-en';
import { es } from './shell-messages-es';

useMswServer();

const signedInAt = (allyCode: string, token: string) => {
  // biome-ignore lint/suspicious/noDocumentCookie: the test plants what a sign-in leaves: the API's (here readable) session cookie and the page's mark.
  document.cookie = `token.${allyCode}=${token}; path=/`;
  // biome-ignore lint/suspicious/noDocumentCookie: see above.
  document.cookie = `user_access.${allyCode}=learner; path=/`;
};

const site = { country: 'mx', allyCode: 'impulsa' };
const LAZY = { timeout: 10_000 };
const every = { blog: true, achievements: true };

describe('the learner navigation', () => {
  it('lists home, modules, favourites, achievements and profile, with paths from the route table', () => {
    const places = learnerPlaces(site, every, (key) => key);
    expect(places.map((place) => [place.label, place.to])).toEqual([
      ['home', '/mx/impulsa/seccion'],
      ['modules', '/mx/impulsa/seccion/modulos'],
      ['favorites', '/mx/impulsa/seccion/favoritos'],
      ['achievements', '/mx/impulsa/seccion/logros'],
      ['profile', '/mx/impulsa/seccion/perfil'],
    ]);
  });

  it('names every place in a word short enough for a fifth of a 320 px bar (bad case: "Achievements")', () => {
    // About nine letters fit 64 px at the bar's 11 px; e2e/narrow-screens measures the real boxes.
    const { label: _es, ...spanish } = es.nav;
    const { label: _en, ...english } = en.nav;
    for (const word of [...Object.values(spanish), ...Object.values(english)]) {
      expect(word.length, word).toBeLessThanOrEqual(9);
    }
  });

  it('leaves out achievements for a brand that switched them off', () => {
    const places = learnerPlaces(site, { ...every, achievements: false }, (key) => key);
    expect(places.map((place) => place.label)).toEqual(['home', 'modules', 'favorites', 'profile']);
  });

  it('marks the current place for a signed-in learner, and the logo goes home', async () => {
    signedInAt('impulsa', 'mock-token-1');
    renderApp('/mx/impulsa/seccion/modulos');
    // Lazy routes take their time on a loaded machine.
    const nav = await screen.findByRole('navigation', { name: 'Secciones' }, LAZY);
    expect(within(nav).getByRole('link', { name: 'Módulos' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Inicio' })).not.toHaveAttribute('aria-current');
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Impulsa' })).toHaveAttribute(
      'href',
      '/mx/impulsa',
    );
  });

  it('is not offered to anonymous visitors, whose header offers to sign in', async () => {
    renderApp('/mx/impulsa');
    // The loading frame has the ally's header too (its logo only): the page's own comes after it.
    await screen.findByRole('link', { name: 'Iniciar sesión' }, LAZY);
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Secciones' })).not.toBeInTheDocument();
  });

  it('drops the header’s sign-in button on the sign-in page itself (bad case: a button to where you are)', async () => {
    renderApp('/mx/impulsa/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'Iniciar sesión' }, LAZY)).toBeInTheDocument();
    expect(within(screen.getByRole('banner')).queryByRole('link', { name: 'Iniciar sesión' })).not.toBeInTheDocument();
  });
});
