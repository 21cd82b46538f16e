import { mockState } from '@aula/mocks/state';
import { useMswServer } from '@aula/testing/msw';
import { renderWithProviders } from '@aula/testing/render';
import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { lessonsMessages } from '../messages';
import { MostViewedLessonsSection, NewLessonsSection } from './lesson-sections';

const server = useMswServer();
const options = { messages: [lessonsMessages] };

/** The public lists of an ally in a country, as the mock world has them. */
function publicLessons(allyCode: string, country: string) {
  return mockState().lessons.filter((lesson) => lesson.allyCode === allyCode && lesson.countries.includes(country));
}

function cardLinks(sectionName: string) {
  const section = screen.getByRole('region', { name: sectionName });
  return within(section)
    .getAllByRole('link')
    .map((link) => link.getAttribute('href'));
}

describe('public lesson sections', () => {
  it('lists the ally’s newest lessons in the country, each linking to its lesson page, without hearts', async () => {
    renderWithProviders(<NewLessonsSection country="mx" allyCode="impulsa" />, options);
    expect(screen.getByRole('status')).toHaveTextContent('Cargando lecciones…');
    const newest = [...publicLessons('impulsa', 'mx')].sort((a, b) => b.publishedOn.localeCompare(a.publishedOn));
    expect(await screen.findAllByRole('article')).toHaveLength(Math.min(newest.length, 8));
    expect(cardLinks('Lecciones nuevas')[0]).toBe(`/mx/impulsa/seccion/lecciones/${newest[0]?.detail.id}`);
    expect(screen.queryByRole('button', { name: /^Favorita/ })).not.toBeInTheDocument();
  });

  it('lists the most viewed lessons first', async () => {
    renderWithProviders(<MostViewedLessonsSection country="mx" allyCode="crecer" />, options);
    await screen.findAllByRole('article');
    const byViews = [...publicLessons('crecer', 'mx')].sort((a, b) => b.detail.views - a.detail.views);
    expect(cardLinks('Lo más visto')).toEqual(
      byViews.slice(0, 8).map((l) => `/mx/crecer/seccion/lecciones/${l.detail.id}`),
    );
  });

  it('says so when there are no lessons yet', async () => {
    mockState().lessons = [];
    renderWithProviders(<NewLessonsSection country="pe" allyCode="impulsa" />, options);
    expect(await screen.findByText(/Aún no hay lecciones/)).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('reports a failed load and loads again on retry', async () => {
    server.use(http.get('*/api/new_lessons/', () => HttpResponse.json({}, { status: 500 }), { once: true }));
    const { user } = renderWithProviders(<NewLessonsSection country="mx" allyCode="crecer" />, options);
    expect(await screen.findByRole('alert')).toHaveTextContent('No pudimos cargar las lecciones.');
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect((await screen.findAllByRole('article')).length).toBeGreaterThan(0);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
