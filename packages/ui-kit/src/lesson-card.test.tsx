import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ContentLangProvider } from './content-lang';
import { FavoriteButton } from './favorite-button';
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

  it('downloads no cover in data-saver mode, and reserves the cover’s size otherwise', () => {
    const saver = renderUi(<LessonCard {...lesson} views={1} coverImageUrl="/covers/7.svg" dataSaver />);
    expect(saver.container.querySelector('img')).toBeNull();
    saver.unmount();
    const { container } = renderUi(<LessonCard {...lesson} views={1} coverImageUrl="/covers/7.svg" />);
    expect(container.querySelector('img')).toHaveAttribute('width', '640');
    expect(container.querySelector('img')).toHaveAttribute('loading', 'lazy');
  });

  it('titles the card one level under its list: h3 by default, the level asked for otherwise', () => {
    const byDefault = renderUi(<LessonCard {...lesson} coverImageUrl={null} />);
    expect(screen.getByRole('heading', { level: 3, name: lesson.title })).toBeInTheDocument();
    byDefault.unmount();
    renderUi(<LessonCard {...lesson} coverImageUrl={null} titleLevel={2} />);
    expect(screen.getByRole('heading', { level: 2, name: lesson.title })).toBeInTheDocument();
  });

  it('shows the cover as decoration when there is one', () => {
    const { container } = renderUi(<LessonCard {...lesson} views={1} coverImageUrl="/covers/7.jpg" />);
    expect(container.querySelector('img')).toHaveAttribute('src', '/covers/7.jpg');
    expect(container.querySelector('img')).toHaveAttribute('alt', '');
    expect(screen.getByRole('article')).toHaveTextContent('1 vista');
  });

  it('marks the lesson’s own words with the content language, not the interface’s', () => {
    renderUi(
      <ContentLangProvider lang="es">
        <LessonCard {...lesson} coverImageUrl={null} />
      </ContentLangProvider>,
      { language: 'en' },
    );
    expect(screen.getByRole('link', { name: 'Cómo fijar tus precios' })).toHaveAttribute('lang', 'es');
    expect(screen.getByText('Finanzas básicas')).toHaveAttribute('lang', 'es');
    expect(screen.getByText('Module:')).not.toHaveAttribute('lang');
  });

  it('says how far the learner got: a check when finished, the percentage once started, nothing before', () => {
    const finished = renderUi(<LessonCard {...lesson} coverImageUrl={null} progress={100} />);
    expect(screen.getByRole('article')).toHaveTextContent('Terminada');
    finished.unmount();
    const started = renderUi(<LessonCard {...lesson} coverImageUrl={null} progress={40} />);
    expect(screen.getByRole('article')).toHaveTextContent('Llevas 40 %');
    started.unmount();
    renderUi(<LessonCard {...lesson} coverImageUrl={null} progress={0} />);
    expect(screen.getByRole('article')).not.toHaveTextContent(/Llevas|Terminada/);
  });

  it('puts its action (the heart) above the card link, so a tap on it does not open the lesson', async () => {
    let toggled = 0;
    const { user, router } = renderUi(
      <LessonCard
        {...lesson}
        coverImageUrl={null}
        action={<FavoriteButton title={lesson.title} pressed={false} onToggle={() => toggled++} />}
      />,
    );
    await user.click(screen.getByRole('button', { name: `Favorita: ${lesson.title}` }));
    expect(toggled).toBe(1);
    expect(router.state.location.pathname).toBe('/');
  });
});
