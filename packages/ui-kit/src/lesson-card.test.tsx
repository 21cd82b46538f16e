import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LessonCard } from './lesson-card';
import { renderUi } from './test/render';

const lesson = {
  title: 'Cómo fijar tus precios',
  moduleTitle: 'Finanzas básicas',
  durationMinutes: 12,
  views: 12345,
  to: '/mx/impulsa/seccion/lecciones/7',
};

describe('LessonCard', () => {
  it('links to the lesson by its title and shows module, length and views', async () => {
    const { user, router } = renderUi(<LessonCard {...lesson} coverImageUrl={null} />);
    const card = screen.getByRole('article');
    expect(card).toHaveTextContent('Módulo: Finanzas básicas');
    expect(card).toHaveTextContent('12 min · 12.345 vistas');
    await user.click(screen.getByRole('link', { name: 'Cómo fijar tus precios' }));
    expect(router.state.location.pathname).toBe('/mx/impulsa/seccion/lecciones/7');
  });

  it('shows the cover as decoration when there is one', () => {
    const { container } = renderUi(<LessonCard {...lesson} views={1} coverImageUrl="/covers/7.jpg" />);
    expect(container.querySelector('img')).toHaveAttribute('src', '/covers/7.jpg');
    expect(container.querySelector('img')).toHaveAttribute('alt', '');
    expect(screen.getByRole('article')).toHaveTextContent('1 vista');
  });
});
