import { allyRoutePattern } from '@aula/contracts/site-paths';
import { lessonTitled } from '@aula/mocks/fixtures/lessons';
import { testBrand } from '@aula/testing/brand-themes';
import { useMswServer } from '@aula/testing/msw';
import { renderWithProviders } from '@aula/testing/render';
import { CurrentBrandProvider } from '@aula/ui-kit/current-brand';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { lessonsMessages } from '../messages';
import { LessonPreviewScreen } from './lesson-preview-screen';

// Issue 40 row 8: the page a shared lesson link opens for someone not signed in.

const server = useMswServer();
const lesson = lessonTitled('Conoce a tu cliente ideal').detail;
const LESSON_PATH = allyRoutePattern('lesson');

/** The screen inside the ally's frame, as apps/web mounts it (the ally's name comes from its brand). */
function renderPreview(route: string, language: 'es' | 'en' = 'es') {
  const asked: string[] = [];
  server.events.on('request:start', ({ request }) => asked.push(new URL(request.url).pathname));
  const allyCode = route.split('/')[2] ?? '';
  const { config, theme } = testBrand(allyCode);
  const brand = {
    config,
    theme,
    logoUrl: `/brands/${allyCode}/logo.svg`,
    faviconUrl: `/brands/${allyCode}/favicon.svg`,
  };
  const screenInFrame = (
    <CurrentBrandProvider brand={brand}>
      <LessonPreviewScreen />
    </CurrentBrandProvider>
  );
  return {
    ...renderWithProviders(screenInFrame, { route, path: LESSON_PATH, messages: [lessonsMessages], language }),
    asked,
  };
}

const backTo = (path: string) => `?redirect=${encodeURIComponent(path)}`;

describe('LessonPreviewScreen: a shared lesson, signed out', () => {
  it('shows the lesson’s title, summary, introduction, module and cover, and the way in back to it', async () => {
    const path = `/mx/impulsa/seccion/lecciones/${lesson.id}`;
    renderPreview(path);
    expect(screen.getByRole('status')).toHaveTextContent('Cargando la lección…');
    expect(await screen.findByRole('heading', { level: 1, name: lesson.title })).toBeInTheDocument();
    const main = within(screen.getByRole('main'));
    expect(main.getByText(lesson.summary)).toBeInTheDocument();
    expect(main.getByText(lesson.introduction)).toBeInTheDocument();
    expect(main.getByText(lesson.module.title)).toBeInTheDocument();
    expect(document.querySelector('main img')).toHaveAttribute('src', lesson.cover_image_url);
    expect(main.getByRole('link', { name: 'Regístrate para verla' })).toHaveAttribute(
      'href',
      `/mx/impulsa/registro${backTo(path)}`,
    );
    expect(main.getByRole('link', { name: 'Ya tengo cuenta: inicia sesión' })).toHaveAttribute(
      'href',
      `/mx/impulsa/login${backTo(path)}`,
    );
    // Bad case: the lesson itself for someone not signed in (its parts, its player).
    for (const part of lesson.parts) expect(screen.queryByText(part.title)).not.toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('keeps the part the link named in the way back', async () => {
    const path = `/mx/impulsa/seccion/lecciones/${lesson.id}?parte=2`;
    renderPreview(path);
    expect(await screen.findByRole('link', { name: 'Regístrate para verla' })).toHaveAttribute(
      'href',
      `/mx/impulsa/registro${backTo(path)}`,
    );
  });

  it('speaks English when the visitor does, the lesson’s own words staying as written', async () => {
    renderPreview(`/mx/impulsa/seccion/lecciones/${lesson.id}`, 'en');
    expect(await screen.findByRole('link', { name: 'Sign up to watch it' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'I have an account: sign in' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: lesson.title })).toBeInTheDocument();
  });

  it('is a not-found page for another ally’s lesson, with the way to this ally’s home', async () => {
    renderPreview(`/mx/crecer/seccion/lecciones/${lesson.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'No encontramos esta lección' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir al inicio de Crecer' })).toHaveAttribute('href', '/mx/crecer');
    expect(screen.queryByText(lesson.title)).not.toBeInTheDocument();
  });

  it.each(['abc', '-3', '0', '1.5'])('is a not-found page for the id %s without asking the API', async (id) => {
    const { asked } = renderPreview(`/mx/impulsa/seccion/lecciones/${id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'No encontramos esta lección' })).toBeInTheDocument();
    expect(asked.filter((path) => path.startsWith('/api/lesson_previews/'))).toEqual([]);
  });
});
