import { allyRoutePattern } from '@aula/contracts/site-paths';
import { mockState } from '@aula/mocks/state';
import { useMswServer } from '@aula/testing/msw';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen, SITE } from '../test-screen';
import { FavoritesScreen } from './favorites-screen';

useMswServer();
const PATH = allyRoutePattern('favorites');

describe('FavoritesScreen', { timeout: 20_000 }, () => {
  it('invites a learner with no favourites to explore the modules', async () => {
    renderScreen(<FavoritesScreen />, `${SITE}/seccion/favoritos`, PATH);
    expect(screen.getByRole('heading', { level: 1, name: 'Favoritos' })).toBeInTheDocument();
    expect(await screen.findByText('Aún no tienes favoritas')).toBeInTheDocument();
    expect(screen.getByText(/Toca el corazón de una lección/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Explorar módulos' })).toHaveAttribute('href', `${SITE}/seccion/modulos`);
  });

  it('lists the saved lessons, and a heart takes one out at once', async () => {
    const [first, second] = mockState().lessons.filter((lesson) => lesson.allyCode === 'crecer');
    if (!first || !second) throw new Error('the mock world needs two crecer lessons');
    first.detail.favorite = true;
    second.detail.favorite = true;
    const { user } = renderScreen(<FavoritesScreen />, `${SITE}/seccion/favoritos`, PATH);
    expect(await screen.findAllByRole('article')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: `Favorita: ${first.detail.title}`, pressed: true }));
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(screen.queryByRole('link', { name: first.detail.title })).not.toBeInTheDocument();
  });
});
