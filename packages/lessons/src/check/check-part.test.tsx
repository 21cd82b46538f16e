import { refreshLearnerData } from '@aula/api-client/learner-data-refresh';
import { checkPartFixtures } from '@aula/mocks/fixtures/knowledge-checks';
import { useMswServer } from '@aula/testing/msw';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { LessonScreen } from '../lesson/lesson-screen';
import { LESSON_PATH, renderScreen, SITE } from '../test-screen';

// Crecer's learner (the screens' tests sign in as them) has not begun the lesson ending in the check:
// 70% to pass, three tries, three questions (fixtures/knowledge-checks.ts in @aula/mocks).
const server = useMswServer();
const [fixture] = checkPartFixtures;
if (!fixture) throw new Error('the mock world needs a check part');
const { lessonId, part } = fixture;
const REVIEWED_PART = 'Una promoción en tres publicaciones';

const openCheck = () =>
  renderScreen(<LessonScreen />, `${SITE}/seccion/lecciones/${lessonId}?parte=${part.id}`, LESSON_PATH);

const RIGHT = ['Tres: anuncio, recordatorio y último día', 'El regreso a clases', 'Las fiestas patrias', 'Verdadero'];
const WRONG_FIRST = ['Una, el día de la venta', 'El regreso a clases', 'Las fiestas patrias', 'Verdadero'];

async function answer(user: UserEvent, options: string[]) {
  await screen.findByRole('button', { name: 'Enviar respuestas' });
  for (const option of options) await user.click(screen.getByText(option));
}

/** The bodies of the tries sent to the mock API. */
function recordTries() {
  const tries: unknown[] = [];
  server.events.on('request:start', async ({ request }) => {
    if (request.url.includes('/check_attempts/')) tries.push(await request.clone().json());
  });
  return tries;
}

describe('a check part in the lesson player', { timeout: 30_000 }, () => {
  it('says what it takes to pass, and shows the questions in the server’s order', async () => {
    openCheck();
    expect(await screen.findByText(/Necesitas 70% para aprobar\. Intentos: 0 de 3 usados\./)).toBeInTheDocument();
    const groups = screen.getAllByRole('group', { name: /^Pregunta \d de 3 / });
    expect(groups.map((group) => group.getAttribute('aria-describedby') !== null)).toEqual([false, true, false]);
    expect(within(groups[1] as HTMLElement).getAllByRole('checkbox')).toHaveLength(3);
    expect(screen.getByTestId('part-progress')).toHaveTextContent('Aprueba la comprobación para completar esta parte.');
    // The kind, named above the part and in the outline.
    expect(screen.getAllByText(/^Comprobación · 3 min/)).toHaveLength(2);
  });

  it('refuses to send with a question unanswered: says so, and takes the focus to that question', async () => {
    const tries = recordTries();
    const { user } = openCheck();
    await answer(user, [RIGHT[0] as string]);
    await user.click(screen.getByRole('button', { name: 'Enviar respuestas' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Te faltan 2 preguntas por responder.');
    const second = screen.getByRole('group', { name: /^Pregunta 2 de 3 / });
    await waitFor(() => expect(second).toContainElement(document.activeElement as HTMLElement));
    expect(document.activeElement).toHaveAccessibleDescription('Elige al menos una respuesta.');
    expect(tries).toEqual([]);
  });

  it('a failed try shows the score, the feedback and the part to review; the part is not done', async () => {
    const { user } = openCheck();
    await answer(user, WRONG_FIRST);
    await user.click(screen.getByRole('button', { name: 'Enviar respuestas' }));
    const heading = await screen.findByRole('heading', { level: 3, name: 'Te faltó poco: necesitas 70%.' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByText('Acertaste 2 de 3 (67%)')).toBeInTheDocument();
    expect(screen.getByText('Te quedan 2 intentos.')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Una, el día de la venta' })).toHaveAccessibleDescription(
      /^Incorrecta Una sola publicación se pierde/,
    );
    const review = screen.getByRole('link', { name: `Repasa: ${REVIEWED_PART}` });
    const reviewed = fixture.check.questions[0]?.review_part_id;
    expect(review).toHaveAttribute('href', `${SITE}/seccion/lecciones/${lessonId}?parte=${reviewed}`);
    expect(screen.getByTestId('part-action-bar')).toHaveAttribute('data-state', 'pending');
    expect(screen.getAllByRole('status').some((region) => region.textContent?.includes('Acertaste 2 de 3'))).toBe(true);
  });

  it('"Intentar de nuevo" brings a fresh try: the questions in a new order, nothing chosen, the next number', async () => {
    const tries = recordTries();
    const { user } = openCheck();
    const firstPrompt = (await screen.findAllByRole('group'))[0]?.textContent;
    await answer(user, WRONG_FIRST);
    await user.click(screen.getByRole('button', { name: 'Enviar respuestas' }));
    await user.click(await screen.findByRole('button', { name: 'Intentar de nuevo' }));
    expect(await screen.findByText(/Intentos: 1 de 3 usados\. Tu último intento: 67%\./)).toBeInTheDocument();
    const groups = await screen.findAllByRole('group');
    expect(groups[0]?.textContent).not.toBe(firstPrompt);
    await waitFor(() => expect(groups[0]).toContainElement(document.activeElement as HTMLElement));
    expect(screen.getAllByRole('radio').filter((radio) => (radio as HTMLInputElement).checked)).toEqual([]);
    await answer(user, RIGHT);
    await user.click(screen.getByRole('button', { name: 'Enviar respuestas' }));
    expect(await screen.findByRole('heading', { level: 3, name: '¡Aprobaste!' })).toBeInTheDocument();
    expect(tries.map((sent) => (sent as { attempt: number }).attempt)).toEqual([1, 2]);
  });

  it('a pass marks the part done like the other kinds: the action bar, the outline and the lesson’s progress', async () => {
    const { user } = openCheck();
    await answer(user, RIGHT);
    await user.click(screen.getByRole('button', { name: 'Enviar respuestas' }));
    expect(await screen.findByRole('heading', { level: 3, name: '¡Aprobaste!' })).toBeInTheDocument();
    expect(screen.getByText('Acertaste 3 de 3 (100%)')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Intentar de nuevo' })).toBeNull();
    expect(await screen.findByText('Completaste esta parte.')).toBeInTheDocument();
    expect(screen.getByTestId('part-action-bar')).toHaveAttribute('data-state', 'done');
    expect(screen.getByText('Contenido · 1 de 3 partes')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Tu avance' })).toHaveAttribute('aria-valuenow', '33');
  });

  it('says in words when the server refuses a try out of turn (409), the focus on its words', async () => {
    const { user } = openCheck();
    await answer(user, RIGHT);
    server.use(
      http.post(
        '*/api/parts/:id/check_attempts/',
        () =>
          HttpResponse.json(
            { error: 'check_attempt_out_of_turn', message: 'Not the next try', attempts_used: 1 },
            { status: 409 },
          ),
        { once: true },
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Enviar respuestas' }));
    const message = await screen.findByRole('alert');
    expect(message).toHaveTextContent('Ya había otro intento registrado.');
    await waitFor(() => expect(message).toHaveFocus());
    expect(screen.queryByRole('heading', { level: 3 })).toBeNull();
  });

  it('a try queued offline says it waits for the connection and pretends no grade', async () => {
    const { user } = openCheck();
    await answer(user, RIGHT);
    server.use(
      http.post('*/api/parts/:id/check_attempts/', () =>
        HttpResponse.json({ queued: true, attempt: 1 }, { headers: { 'x-aula-queued': '1' } }),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Enviar respuestas' }));
    const heading = await screen.findByRole('heading', { level: 3, name: 'Respuestas guardadas' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(
      screen.getAllByText('Guardamos tus respuestas; las calificaremos cuando vuelva la conexión.').length,
    ).toBeGreaterThan(0);
    expect(screen.queryByText(/Acertaste|¡Aprobaste!/)).toBeNull();
    expect(screen.getByRole('radio', { name: 'Verdadero' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Verdadero' })).toBeDisabled();
    expect(screen.getByTestId('part-action-bar')).toHaveAttribute('data-state', 'pending');
  });

  it('a try queued offline, sent and graded once the connection is back, shows its score when the part is read again', async () => {
    const sent: { url: string; headers: Headers; body: string }[] = [];
    server.events.on('request:start', async ({ request }) => {
      if (request.url.includes('/check_attempts/'))
        sent.push({ url: request.url, headers: request.headers, body: await request.clone().text() });
    });
    const { user, store } = openCheck();
    await answer(user, RIGHT);
    server.use(
      http.post(
        '*/api/parts/:id/check_attempts/',
        () => HttpResponse.json({ queued: true, attempt: 1 }, { headers: { 'x-aula-queued': '1' } }),
        { once: true },
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Enviar respuestas' }));
    await screen.findByRole('heading', { level: 3, name: 'Respuestas guardadas' });
    // The worker sends the held try as it was (the mock grades it), then the app reads the learner's data again.
    const [held] = sent;
    if (!held) throw new Error('the try was not sent');
    expect((await fetch(held.url, { method: 'POST', headers: held.headers, body: held.body })).status).toBe(200);
    store.dispatch(refreshLearnerData());
    expect(await screen.findByText('Ya aprobaste esta comprobación con 100%.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 3, name: 'Respuestas guardadas' })).toBeNull();
  });

  it('says in words when the server has no try left (409)', async () => {
    const { user } = openCheck();
    server.use(
      http.post(
        '*/api/parts/:id/check_attempts/',
        () =>
          HttpResponse.json({ error: 'check_no_attempts_left', message: 'No try', attempts_used: 3 }, { status: 409 }),
        { once: true },
      ),
    );
    await answer(user, RIGHT);
    await user.click(screen.getByRole('button', { name: 'Enviar respuestas' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Ya no te quedan intentos para esta comprobación.');
  });
});
