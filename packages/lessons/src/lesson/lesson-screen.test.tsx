import { writeAllyCode, writeCountry } from '@aula/api-client/cookies';
import { slugFromTitle } from '@aula/contracts/slug';
import { mockState } from '@aula/mocks/state';
import { useMswServer } from '@aula/testing/msw';
import { renderWithProviders } from '@aula/testing/render';
import { DATA_SAVER_ATTRIBUTE } from '@aula/ui-kit/data-saver';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { lessonsMessages } from '../messages';
import {
  allyLesson,
  LESSON_PATH,
  lessonsAfter,
  lessonWithPart,
  lessonWithUndonePart,
  renderScreen,
  SITE,
  unfinishedLessonWithNext,
} from '../test-screen';
import { LessonScreen } from './lesson-screen';

const server = useMswServer();

const renderLesson = (id: number | string, query = '') =>
  renderScreen(<LessonScreen />, `${SITE}/seccion/lecciones/${id}${query}`, LESSON_PATH);

describe('LessonScreen: the lesson player', { timeout: 30_000 }, () => {
  it('"Siguiente" moves through every part to the close, but opening parts completes none of them', async () => {
    const { detail } = unfinishedLessonWithNext();
    const total = detail.parts.length;
    const doneAtStart = Math.floor((detail.progress / 100) * total);
    const { user, router } = renderLesson(detail.id);
    expect(screen.getByRole('status')).toHaveTextContent('Cargando la lección…');
    expect(await screen.findByRole('heading', { level: 1, name: detail.title })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Tu avance' })).toHaveAttribute(
      'aria-valuenow',
      String(detail.progress),
    );
    expect(await screen.findByText(`Contenido · ${doneAtStart} de ${total} partes`)).toBeInTheDocument();

    // A half-done lesson resumes at its first unseen part; the rest are walked with "next", as a
    // hurried learner taps through: each part says what is left for it to count.
    const first = detail.parts[doneAtStart];
    await user.click(screen.getByRole('link', { name: `Seguir con «${first?.title}»` }));
    const left = {
      video: 'Mira el video para completar esta parte.',
      reading: 'Lee esta parte hasta el final para completarla.',
      download: 'Descarga el archivo para completar esta parte.',
      check: 'Aprueba la comprobación para completar esta parte.',
    };
    for (const [index, part] of detail.parts.entries()) {
      if (index < doneAtStart) continue;
      const heading = await screen.findByRole('heading', { level: 2, name: part.title });
      // The focus moves in an effect after the part is drawn: a moment later on a busy machine.
      await waitFor(() => expect(heading).toHaveFocus());
      expect(router.state.location.search).toBe(`?parte=${part.id}`);
      expect(await screen.findByTestId('part-progress')).toHaveTextContent(left[part.kind]);
      const next = detail.parts[index + 1];
      await user.click(
        screen.getByRole('link', { name: next ? `Siguiente parte: ${next.title}` : 'Terminar la lección' }),
      );
    }
    expect(await screen.findByText(/Te faltan partes por completar/)).toBeInTheDocument();
    expect(router.state.location.search).toBe('?parte=fin');
    expect(screen.queryByRole('heading', { name: '¡Terminaste la lección!' })).toBeNull();
    expect(screen.getByRole('progressbar', { name: 'Tu avance' })).toHaveAttribute(
      'aria-valuenow',
      String(detail.progress),
    );
  });

  it('a video played to most of its length is reported and marked complete when the server says so', async () => {
    const { lesson, part: video } = lessonWithUndonePart('video');
    const { container } = renderLesson(lesson.detail.id, `?parte=${video?.id}`);
    await screen.findByRole('heading', { level: 2, name: video?.title });
    const player = await waitForElement(() => container.querySelector('video'));
    expect(await screen.findByTestId('part-progress')).toHaveTextContent('Mira el video para completar esta parte.');
    // jsdom plays nothing: the playhead is moved as a playing video moves it, a second a tick.
    let time = 0;
    Object.defineProperty(player, 'paused', { configurable: true, get: () => false });
    Object.defineProperty(player, 'currentTime', { configurable: true, get: () => time });
    for (time = 0; time <= 17; time += 1) fireEvent.timeUpdate(player);
    fireEvent.pause(player);
    expect(await screen.findByText('Completaste esta parte.')).toBeInTheDocument();
    expect(screen.getByTestId('part-action-bar')).toHaveAttribute('data-state', 'done');
  });

  it('a part comes first: no cover above it, the title small, then the part; heart, progress and outline after it', async () => {
    const { lesson, part: video } = lessonWithUndonePart('video');
    const { container } = renderLesson(lesson.detail.id, `?parte=${video?.id}`);
    const player = await waitForElement(() => container.querySelector('video'));
    expect(container.querySelector('[data-cover], header img')).toBeNull();
    const follows = (first: Node, second: Node) =>
      Boolean(first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING);
    const title = screen.getByRole('heading', { level: 1, name: lesson.detail.title });
    expect(follows(title, player)).toBe(true);
    expect(follows(player, screen.getByRole('progressbar', { name: 'Tu avance' }))).toBe(true);
    expect(follows(player, screen.getByRole('button', { name: /Guardar en favoritos|En tus favoritos/ }))).toBe(true);
    expect(follows(player, screen.getByText(/^Contenido · /))).toBe(true);
    // What the part still needs rides in the action bar, with the way on.
    const bar = screen.getByTestId('part-action-bar');
    expect(within(bar).getByTestId('part-progress')).toHaveTextContent('Mira el video para completar esta parte.');
    expect(within(bar).getByRole('link', { name: /^(Siguiente parte: |Terminar la lección)/ })).toBeInTheDocument();
  });

  it('a download part counts once the file is downloaded', async () => {
    const { lesson, part: download } = lessonWithUndonePart('download');
    renderLesson(lesson.detail.id, `?parte=${download?.id}`);
    const link = await screen.findByRole('link', { name: `Descargar «${download?.title}»` });
    expect(screen.getByTestId('part-progress')).toHaveTextContent('Descarga el archivo para completar esta parte.');
    link.addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(link);
    expect(await screen.findByText('Completaste esta parte.')).toBeInTheDocument();
  });

  it('a reading scrolled to its end is reported; the server decides when it counts', async () => {
    const { lesson, part: reading } = lessonWithUndonePart('reading');
    const observers: IntersectionObserverCallback[] = [];
    const original = globalThis.IntersectionObserver;
    globalThis.IntersectionObserver = class {
      constructor(callback: IntersectionObserverCallback) {
        observers.push(callback);
      }
      observe() {}
      disconnect() {}
    } as unknown as typeof IntersectionObserver;
    try {
      renderLesson(lesson.detail.id, `?parte=${reading?.id}`);
      expect(await screen.findByTestId('part-progress')).toHaveTextContent(
        'Lee esta parte hasta el final para completarla.',
      );
      for (const callback of observers)
        callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
      expect(await screen.findByText('Completaste esta parte.')).toBeInTheDocument();
    } finally {
      globalThis.IntersectionObserver = original;
    }
  });

  it('rates the lesson at the close, shows the average and lets the learner change it', async () => {
    const { detail } = unfinishedLessonWithNext();
    const { user } = renderLesson(detail.id, '?parte=fin');
    await screen.findByRole('radiogroup', { name: '¿Qué te pareció esta lección?' });
    await user.click(screen.getByRole('radio', { name: '4 de 5 estrellas' }));
    expect(await screen.findByText(/Tu calificación: 4 de 5/)).toBeInTheDocument();
    expect(screen.getByText(/¡Gracias por calificar!/)).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: '2 de 5 estrellas' }));
    expect(await screen.findByText(/Tu calificación: 2 de 5/)).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '2 de 5 estrellas' })).toBeChecked();
    expect(mockState().lessons.find((lesson) => lesson.detail.id === detail.id)?.detail.rating).toBe(2);
  });

  it('offers the next lesson of the module at the close', async () => {
    const lesson = unfinishedLessonWithNext();
    const next = lessonsAfter(lesson)[0];
    const { user, router } = renderLesson(lesson.detail.id, '?parte=fin');
    await user.click(await screen.findByRole('link', { name: `Ir a «${next?.detail.title}»` }));
    expect(router.state.location.pathname).toBe(`${SITE}/seccion/lecciones/${next?.detail.id}`);
  });

  it('says the module is done after its last lesson, with the way to the achievements', async () => {
    const last = allyLesson((lesson) => lessonsAfter(lesson).length === 0);
    renderLesson(last.detail.id, '?parte=fin');
    expect(await screen.findByText(/Era la última lección del módulo/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver mis logros' })).toHaveAttribute('href', `${SITE}/seccion/logros`);
  });

  it('shares the lesson on the brand’s networks with its words and its address', async () => {
    const { detail } = unfinishedLessonWithNext();
    renderLesson(detail.id, '?parte=fin');
    const share = await screen.findByRole('list', { name: 'Compartir' });
    expect(within(share).getByRole('button', { name: 'Copiar enlace' })).toBeInTheDocument();
    const whatsapp = within(share).getByRole('link', { name: 'Compartir en WhatsApp' });
    const href = decodeURIComponent(whatsapp.getAttribute('href') ?? '');
    expect(href).toContain(detail.summary);
    expect(href).toContain(`${SITE}/seccion/lecciones/${detail.id}`);
  });

  it('plays a video part natively with its captions, and says so plainly when the video cannot load', async () => {
    const { lesson, part: video } = lessonWithPart('video');
    const { container } = renderLesson(lesson.detail.id, `?parte=${video?.id}`);
    await screen.findByRole('heading', { level: 2, name: video?.title });
    const player = await waitForElement(() => container.querySelector('video'));
    expect(player).toHaveAttribute('src', '/media/demo/clase-demo.webm');
    expect(player.querySelector('track')).toHaveAttribute('src', '/media/demo/clase-demo.vtt');
    expect(player.querySelector('track')).toHaveAttribute('kind', 'captions');
    expect(player).toHaveAttribute('preload', 'metadata');
    fireEvent.error(player);
    expect(await screen.findByRole('alert')).toHaveTextContent('No pudimos reproducir el video');
  });

  it('in data-saver mode the video downloads nothing until the learner presses play', async () => {
    document.documentElement.setAttribute(DATA_SAVER_ATTRIBUTE, '');
    try {
      const { lesson, part: video } = lessonWithPart('video');
      const { container } = renderLesson(lesson.detail.id, `?parte=${video?.id}`);
      await screen.findByRole('heading', { level: 2, name: video?.title });
      const player = await waitForElement(() => container.querySelector('video'));
      expect(player).toHaveAttribute('preload', 'none');
      expect(player).not.toHaveAttribute('autoplay');
    } finally {
      document.documentElement.removeAttribute(DATA_SAVER_ATTRIBUTE);
    }
  });

  it('offers a download part as a real download link', async () => {
    const { lesson, part: download } = lessonWithPart('download');
    renderLesson(lesson.detail.id, `?parte=${download?.id}`);
    const link = await screen.findByRole('link', { name: `Descargar «${download?.title}»` });
    expect(link).toHaveAttribute('href', '/media/demo/plantilla-ventas-gastos.pdf');
    // Saved under its title, not the upload's name (issue 40 row 7).
    expect(link).toHaveAttribute('download', `${slugFromTitle(download?.title ?? '')}.pdf`);
  });

  it('renders a reading part as HTML cleaned again in the browser (no script, no handler)', async () => {
    const { lesson, part: reading } = lessonWithPart('reading');
    server.use(
      http.get('*/api/parts/:id/', () =>
        HttpResponse.json({
          ...reading,
          completed: true,
          lesson_id: lesson.detail.id,
          lesson_progress: 34,
          media_url: null,
          body_html: '<p>Tu sueldo <img src="x" onerror="window.hacked=1"></p><script>window.hacked=1</script>',
        }),
      ),
    );
    const { container } = renderLesson(lesson.detail.id, `?parte=${reading?.id}`);
    expect(await screen.findByText(/Tu sueldo/)).toBeInTheDocument();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')?.getAttribute('onerror')).toBeNull();
  });

  it("shows the lesson's own introduction until the formatted one comes, so the page below does not move", async () => {
    const { detail } = unfinishedLessonWithNext();
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      http.get('*/api/introductions/:id/', async () => {
        await held;
        return HttpResponse.json({
          id: detail.id,
          title: detail.title,
          body_html: '<p><strong>Formateada</strong></p>',
          video_url: null,
        });
      }),
    );
    renderLesson(detail.id);
    const intro = await screen.findByRole('region', { name: 'Introducción' });
    expect(within(intro).getByText(detail.introduction)).toBeInTheDocument();
    release();
    expect(await within(intro).findByText('Formateada')).toBeInTheDocument();
    expect(within(intro).queryByText(detail.introduction)).not.toBeInTheDocument();
  });

  it('moves the heart at once and puts it back with a message when saving fails', async () => {
    const { detail } = allyLesson((lesson) => !lesson.detail.favorite);
    server.use(http.post('*/api/lessons/:id/set_favorite/', () => HttpResponse.json({}, { status: 500 })));
    const { user } = renderLesson(detail.id);
    const heart = await screen.findByRole('button', { name: 'Guardar en favoritos' });
    await user.click(heart);
    expect(await screen.findByRole('alert')).toHaveTextContent('No pudimos guardar tu cambio en favoritos');
    expect(screen.getByRole('button', { name: 'Guardar en favoritos' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('says it cannot find a lesson of another ally, and a malformed id, without a call', async () => {
    const other = mockState().lessons.find((lesson) => lesson.allyCode !== 'crecer');
    renderLesson(other?.detail.id ?? 0);
    expect(await screen.findByRole('heading', { name: 'No encontramos esta lección' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver mis lecciones' })).toHaveAttribute('href', `${SITE}/seccion`);
  });

  it('offers a retry when the lesson fails to load', async () => {
    const { detail } = unfinishedLessonWithNext();
    server.use(http.get('*/api/lessons/:id/', () => HttpResponse.json({}, { status: 503 }), { once: true }));
    const { user } = renderLesson(detail.id);
    expect(await screen.findByRole('alert')).toHaveTextContent('No pudimos cargar esta lección.');
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('heading', { level: 1, name: detail.title })).toBeInTheDocument();
  });

  it('speaks English when the learner chose it', async () => {
    const { detail } = unfinishedLessonWithNext();
    renderScreen(<LessonScreen />, `${SITE}/seccion/lecciones/${detail.id}`, LESSON_PATH, 'en');
    expect(await screen.findByRole('link', { name: /^Continue with “/ })).toBeInTheDocument();
    expect(screen.getByText(`Your progress: ${detail.progress}%`)).toBeInTheDocument();
  });

  it('sends an anonymous visitor to the login page of the country and ally', async () => {
    writeCountry('mx');
    writeAllyCode('crecer');
    const { router } = renderWithProviders(<LessonScreen />, {
      route: `${SITE}/seccion/lecciones/1`,
      path: LESSON_PATH,
      messages: [lessonsMessages],
    });
    expect(await screen.findByTestId('location')).toHaveTextContent(`${SITE}/login`);
    expect(router.state.location.pathname).toBe(`${SITE}/login`);
  });

  it('offers the lesson in WhatsApp under its opening, only to a learner the chat can answer', async () => {
    const { detail } = unfinishedLessonWithNext();
    const link = `https://wa.me/525550002000?text=${encodeURIComponent(`Quiero aprender «${detail.module.title}» (M${detail.module.id})`)}`;
    mockState().moduleChats[detail.module.id] = { link };
    const first = renderLesson(detail.id);
    expect(await screen.findByRole('link', { name: 'Aprender por WhatsApp' })).toHaveAttribute('href', link);
    first.unmount();

    // Without consent the lesson says nothing of it (the module's page tells where to accept).
    mockState().moduleChats[detail.module.id] = { link: null };
    renderLesson(detail.id);
    expect(await screen.findByRole('heading', { level: 1, name: detail.title })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByText('También puedes tomar este módulo en tu chat de WhatsApp.')).toBeNull(),
    );
    expect(screen.queryByRole('link', { name: 'Aprender por WhatsApp' })).not.toBeInTheDocument();
  });
});

async function waitForElement<T>(find: () => T | null): Promise<T> {
  for (let tries = 0; tries < 100; tries++) {
    const found = find();
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('element never appeared');
}

describe('LessonScreen: a finished lesson', { timeout: 30_000 }, () => {
  it('offers to rate it and go on, or to review it from the start', async () => {
    const { detail } = allyLesson((lesson) => lesson.detail.progress === 100);
    const { user, router } = renderLesson(detail.id);
    await user.click(await screen.findByRole('link', { name: 'Calificar y seguir' }));
    expect(router.state.location.search).toBe('?parte=fin');
    expect(await screen.findByRole('heading', { name: '¡Terminaste la lección!' })).toBeInTheDocument();
  });
});
