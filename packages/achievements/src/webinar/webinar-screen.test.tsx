import { mockState } from '@aula/mocks/state';
import { useMswServer } from '@aula/testing/msw';
import { formatMoment } from '@aula/ui-kit/date-format';
import { screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { achievementOf, earnedWith, renderScreen, WEBINAR_PATH } from '../test-screen';
import { WebinarScreen } from './webinar-screen';

const server = useMswServer();

function redeemedWebinar() {
  const fixture = achievementOf('impulsa', earnedWith('webinar'));
  const webinar = mockState().webinars.find((item) => item.id === fixture.webinarId);
  if (!webinar) throw new Error('the webinar achievement has no webinar');
  webinar.join_url = 'https://eventos.aula.example/sala';
  return { achievementId: fixture.achievement.id, webinar };
}

describe('WebinarScreen', { timeout: 20_000 }, () => {
  it('warns before leaving the class early: "Volver a la sesión" stays, "Salir" leaves', async () => {
    const { achievementId, webinar } = redeemedWebinar();
    const { user, router } = renderScreen(
      <WebinarScreen />,
      'impulsa',
      `/seccion/logros/${achievementId}/webinars/${webinar.id}`,
      WEBINAR_PATH,
    );
    expect(await screen.findByRole('link', { name: 'Abrir la sesión en vivo' })).toHaveAttribute(
      'href',
      webinar.join_url,
    );
    expect(screen.getByText(/Tu asistencia cuenta después de 30 minutos/)).toBeInTheDocument();
    // A link to the achievement, so it leads there before the app runs too.
    expect(screen.getByRole('link', { name: 'Salir de la clase' })).toHaveAttribute(
      'href',
      `/mx/impulsa/seccion/logros/${achievementId}`,
    );

    await user.click(screen.getByRole('link', { name: 'Salir de la clase' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Salir de la clase?' });
    expect(dialog).toHaveTextContent('más de 30 minutos');
    await user.click(screen.getByRole('button', { name: 'Volver a la sesión' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Salir de la clase' }));
    await user.click(await screen.findByRole('button', { name: 'Salir' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(`/mx/impulsa/seccion/logros/${achievementId}`);
    expect(router.state.location.pathname).toBe(`/mx/impulsa/seccion/logros/${achievementId}`);
  });

  it("says when the session is in the learner's time zone, naming the zone, as Mexico writes hours (not a bare '0:03')", async () => {
    const { achievementId, webinar } = redeemedWebinar();
    renderScreen(<WebinarScreen />, 'impulsa', `/seccion/logros/${achievementId}/webinars/${webinar.id}`, WEBINAR_PATH);
    // The device's zone is the learner's: the expected words are worked out in the same zone.
    const when = formatMoment(webinar.starts_at, { locale: 'es-MX' });
    expect(await screen.findByText(`${when} · ${webinar.duration_minutes} min`, { exact: false })).toBeInTheDocument();
    expect(when).toMatch(/\d{1,2}:\d{2}\s?[ap]\.\s?m\. \S+$/);
  });

  it('asks before leaving while the SERVER has not counted the attendance, whatever the tab remembers', async () => {
    // The old room trusted sessionStorage: a tab "entered" two hours ago left without asking.
    const { achievementId, webinar } = redeemedWebinar();
    sessionStorage.setItem(`aula.webinar.${webinar.id}.enteredAt`, String(Date.now() - 2 * 60 * 60_000));
    webinar.attendance = { ...webinar.attendance, attended_minutes: 12, counts: false };
    const { user } = renderScreen(
      <WebinarScreen />,
      'impulsa',
      `/seccion/logros/${achievementId}/webinars/${webinar.id}`,
      WEBINAR_PATH,
    );
    expect(await screen.findByText(/Llevas 12 min registrados en la sesión/)).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Salir de la clase' }));
    expect(await screen.findByRole('dialog', { name: '¿Salir de la clase?' })).toBeInTheDocument();
  });

  it('says the attendance is recorded and leaves without asking once the server counts it', async () => {
    const { achievementId, webinar } = redeemedWebinar();
    webinar.attendance = { ...webinar.attendance, attended_minutes: 31, counts: true };
    const { user } = renderScreen(
      <WebinarScreen />,
      'impulsa',
      `/seccion/logros/${achievementId}/webinars/${webinar.id}`,
      WEBINAR_PATH,
    );
    expect(
      await screen.findByText(/Llevas 31 min registrados en la sesión\. Asistencia registrada\./),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Salir de la clase' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(`/mx/impulsa/seccion/logros/${achievementId}`);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says so when the server cannot record the attendance', async () => {
    const { achievementId, webinar } = redeemedWebinar();
    server.use(
      http.all('*/api/webinars/:id/attendance/', () =>
        HttpResponse.json({ error: 'unavailable', message: 'down' }, { status: 503 }),
      ),
    );
    renderScreen(<WebinarScreen />, 'impulsa', `/seccion/logros/${achievementId}/webinars/${webinar.id}`, WEBINAR_PATH);
    expect(await screen.findByRole('alert')).toHaveTextContent('No pudimos registrar tu asistencia');
  });

  it('sends a learner without a redeemed code back to the achievement', async () => {
    const fixture = achievementOf('impulsa', earnedWith('webinar'));
    renderScreen(
      <WebinarScreen />,
      'impulsa',
      `/seccion/logros/${fixture.achievement.id}/webinars/${fixture.webinarId}`,
      WEBINAR_PATH,
    );
    expect(await screen.findByText('Primero canjea tu código para entrar a este webinar.')).toBeInTheDocument();
  });

  it('tells a learner who has not earned the prize so, with the way to the achievement, and stays on the page', async () => {
    const fixture = achievementOf(
      'crecer',
      (item) => !item.achievement.earned && item.achievement.prize.kind === 'webinar',
    );
    const { router } = renderScreen(
      <WebinarScreen />,
      'crecer',
      `/seccion/logros/${fixture.achievement.id}/webinars/${fixture.webinarId}`,
      WEBINAR_PATH,
    );
    expect(
      await screen.findByText(
        'Este webinar es el premio de un logro que aún no tienes. Termina su módulo para ganarlo.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir al logro' })).toHaveAttribute(
      'href',
      `/mx/crecer/seccion/logros/${fixture.achievement.id}`,
    );
    expect(screen.queryByRole('button', { name: 'Reintentar' })).toBeNull();
    expect(router.state.location.pathname).toBe(
      `/mx/crecer/seccion/logros/${fixture.achievement.id}/webinars/${fixture.webinarId}`,
    );
  });
});
