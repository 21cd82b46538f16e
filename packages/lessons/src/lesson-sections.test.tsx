import { mockState } from '@aula/mocks/state';
import { useMswServer } from '@aula/testing/msw';
import { renderWithProviders } from '@aula/testing/render';
import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { MostViewedLessonsSection, NewLessonsSection } from './lesson-sections';
import { lessonsMessages } from './messages';

const server = useMswServer();
const options = { messages: [lessonsMessages] };

function cardTitles(sectionName: string) {
  const section = screen.getByRole('region', { name: sectionName });
  return within(section)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);
}

describe('lesson sections', () => {
  it('lists the ally’s newest lessons in the country, each linking to its lesson page', async () => {
    renderWithProviders(<NewLessonsSection country="mx" allyCode="impulsa" />, options);
    expect(screen.getByRole('status')).toHaveTextContent('Cargando lecciones…');
    expect(await screen.findAllByRole('article')).toHaveLength(4);
    expect(cardTitles('Lecciones nuevas')[0]).toEqual([expect.any(String), '/mx/impulsa/seccion/lecciones/104']);
  });

  it('lists the most viewed lessons first', async () => {
    renderWithProviders(<MostViewedLessonsSection country="mx" allyCode="crecer" />, options);
    await screen.findAllByRole('article');
    expect(cardTitles('Lo más visto').map(([, href]) => href)).toEqual([
      '/mx/crecer/seccion/lecciones/203',
      '/mx/crecer/seccion/lecciones/202',
      '/mx/crecer/seccion/lecciones/201',
    ]);
  });

  it('says so when there are no lessons yet', async () => {
    mockState().lessons = [];
    renderWithProviders(<NewLessonsSection country="pe" allyCode="impulsa" />, options);
    expect(await screen.findByText(/Aún no hay lecciones/)).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('reports a failed load and loads again on retry', async () => {
    server.use(http.get('*/api/new_lessons/', () => HttpResponse.json({}, { status: 500 }), { once: true }));
    const { user } = renderWithProviders(<NewLessonsSection country="co" allyCode="crecer" />, options);
    expect(await screen.findByRole('alert')).toHaveTextContent('No pudimos cargar las lecciones.');
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findAllByRole('article')).toHaveLength(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
