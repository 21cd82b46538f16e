import { writeAllyCode, writeCountry, writeToken } from '@aula/api-client/cookies';
import { useMswServer } from '@aula/testing/msw';
import { renderWithProviders } from '@aula/testing/render';
import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { LessonScreen } from './lesson-screen';
import { lessonsMessages } from './messages';

const server = useMswServer();

function renderLesson(route: string) {
  return renderWithProviders(<LessonScreen />, {
    route,
    path: '/:country/:brand/seccion/lecciones/:lessonId',
    messages: [lessonsMessages],
  });
}

describe('LessonScreen', () => {
  it('shows the signed-in learner the lesson: module, length, progress, introduction and parts', async () => {
    writeToken('mock-token-1');
    renderLesson('/mx/impulsa/seccion/lecciones/101');
    expect(screen.getByRole('status')).toHaveTextContent('Cargando la lección…');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Separa tus finanzas personales y las del negocio' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Módulo: Finanzas para tu negocio')).toBeInTheDocument();
    expect(screen.getByText('Duración: 12 min')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Tu avance' })).toHaveAttribute('aria-valuenow', '40');
    expect(screen.getByText(/abrirás una cuenta solo para tu negocio/)).toBeInTheDocument();
    const parts = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(parts.map((part) => part.textContent)).toEqual([
      'IntroducciónVideo · 3 min',
      'Cómo asignarte un sueldoLectura · 6 min',
      'Plantilla de control de gastosDescargable · 3 min',
    ]);
  });

  it('says it cannot find a lesson the API does not have for this learner', async () => {
    writeToken('mock-token-1');
    renderLesson('/mx/impulsa/seccion/lecciones/201');
    expect(await screen.findByRole('heading', { name: 'No encontramos esta lección' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver mis lecciones' })).toHaveAttribute('href', '/mx/impulsa/seccion');
  });

  it('treats a malformed lesson id as not found without asking the API', () => {
    writeToken('mock-token-1');
    renderLesson('/mx/impulsa/seccion/lecciones/precios');
    expect(screen.getByRole('heading', { name: 'No encontramos esta lección' })).toBeInTheDocument();
  });

  it('offers a retry when the lesson fails to load', async () => {
    writeToken('mock-token-1');
    server.use(http.get('*/api/lessons/:id/', () => HttpResponse.json({}, { status: 503 }), { once: true }));
    const { user } = renderLesson('/mx/impulsa/seccion/lecciones/102');
    expect(await screen.findByRole('alert')).toHaveTextContent('No pudimos cargar esta lección.');
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Calcula el precio justo de tus productos' }),
    ).toBeInTheDocument();
  });

  it('sends an anonymous visitor to the login page of the country and ally', async () => {
    writeCountry('mx');
    writeAllyCode('impulsa');
    const { router } = renderLesson('/mx/impulsa/seccion/lecciones/101');
    expect(await screen.findByTestId('location')).toHaveTextContent('/mx/impulsa/login');
    expect(router.state.location.pathname).toBe('/mx/impulsa/login');
  });
});
