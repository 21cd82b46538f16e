import { allyRoutePattern } from '@aula/contracts/site-paths';
import { useMswServer } from '@aula/testing/msw';
import { type SavedLesson, type SavedOffline, SavedOfflineContext } from '@aula/ui-kit/saved-offline';
import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import type { ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { FavoritesScreen } from '../favorites/favorites-screen';
import { SeccionHome } from '../home/seccion-home';
import { LessonScreen } from '../lesson/lesson-screen';
import { ModuleScreen } from '../modules/module-screen';
import { allyLesson, renderScreen, SITE } from '../test-screen';

const server = useMswServer();

// What the app tells the screens (apps/web's SavedOfflineProvider reads the worker's caches).
function phone(lessons: SavedLesson[], overrides: Partial<SavedOffline> = {}): SavedOffline {
  return { online: false, lessons, moduleIds: new Set(), remove: vi.fn(async () => undefined), ...overrides };
}

function offline(ui: ReactElement, kept: SavedOffline) {
  return <SavedOfflineContext.Provider value={kept}>{ui}</SavedOfflineContext.Provider>;
}

// No answer at all, as a phone without connection gets (the browser's network error, not an HTTP status).
const LISTS = [
  '*/api/lessons/following/',
  '*/api/lessons/recommendations/',
  '*/api/new_lessons/',
  '*/api/most_viewed_lessons/',
  '*/api/lesson_modules/',
  '*/api/favorites/',
];
const noConnection = (paths: string[]) =>
  server.use(...paths.map((path) => http.get(path, () => HttpResponse.error())));

const savedLesson = () => {
  const { detail } = allyLesson((lesson) => lesson.detail.progress > 0);
  return { lesson: detail, bytes: 24_000 };
};

describe('offline, the learner screens say what the phone holds', { timeout: 20_000 }, () => {
  it('home offline with no list kept: the saved lesson and no row of "Algo salió mal" boxes', async () => {
    noConnection(LISTS);
    const kept = savedLesson();
    renderScreen(offline(<SeccionHome />, phone([kept])), `${SITE}/seccion`, allyRoutePattern('seccion'));
    const savedRegion = screen.getByRole('region', { name: 'Guardado en este teléfono' });
    expect(within(savedRegion).getByRole('link', { name: kept.lesson.title })).toHaveAttribute(
      'href',
      `${SITE}/seccion/lecciones/${kept.lesson.id}`,
    );
    expect(within(savedRegion).getByRole('link', { name: 'Ver y quitar lo guardado' })).toHaveAttribute(
      'href',
      `${SITE}/seccion/guardado`,
    );
    // The failed lists leave themselves out once they know they failed.
    await vi.waitFor(() => expect(screen.queryByRole('region', { name: 'Continúa donde te quedaste' })).toBeNull());
    await vi.waitFor(() => expect(screen.queryByRole('heading', { name: 'Tus módulos' })).toBeNull());
    await vi.waitFor(() => expect(screen.queryByRole('region', { name: 'Lo más visto' })).toBeNull());
    expect(screen.queryByText('Algo salió mal')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reintentar' })).toBeNull();
  });

  it('home offline with its lists kept: a lesson not on the phone is marked, the saved one is not', async () => {
    const kept = savedLesson();
    renderScreen(offline(<SeccionHome />, phone([kept])), `${SITE}/seccion`, allyRoutePattern('seccion'));
    const newLessons = await screen.findByRole('region', { name: 'Lecciones nuevas' });
    const cards = await within(newLessons).findAllByRole('article');
    const marked = cards.filter((card) => within(card).queryByText('No disponible sin conexión'));
    expect(marked.length).toBeGreaterThan(0);
    const keptCard = cards.find((card) => within(card).queryByRole('link', { name: kept.lesson.title }));
    if (keptCard) expect(within(keptCard).queryByText('No disponible sin conexión')).toBeNull();
  });

  it('a lesson never opened on this phone says it is not saved, with the way to what is', async () => {
    const lesson = allyLesson(() => true).detail;
    noConnection([`*/api/lessons/${lesson.id}/`]);
    renderScreen(
      offline(<LessonScreen />, phone([])),
      `${SITE}/seccion/lecciones/${lesson.id}`,
      allyRoutePattern('lesson'),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Esta lección no está guardada en este teléfono' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver lo guardado' })).toHaveAttribute('href', `${SITE}/seccion/guardado`);
    expect(screen.queryByText('Algo salió mal')).toBeNull();
  });

  it('a module never seen on this phone says so, in English too', async () => {
    const { module } = allyLesson(() => true).detail;
    noConnection([`*/api/lesson_modules/${module.id}/`, `*/api/lesson_modules/${module.id}/lessons/`]);
    renderScreen(
      offline(<ModuleScreen />, phone([])),
      `${SITE}/seccion/modulos/${module.id}`,
      allyRoutePattern('module'),
      'en',
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This module is not saved on this phone' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See what is saved' })).toBeInTheDocument();
  });

  it('favourites never loaded here keep their heading and say the list is not saved', async () => {
    noConnection(['*/api/favorites/']);
    renderScreen(offline(<FavoritesScreen />, phone([])), `${SITE}/seccion/favoritos`, allyRoutePattern('favorites'));
    expect(screen.getByRole('heading', { level: 1, name: 'Favoritos' })).toBeInTheDocument();
    expect(await screen.findByText('Esta lista no está guardada en este teléfono')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reintentar' })).toBeNull();
  });

  it('online, a server failure is still an error with a retry, not "not saved" (a 500 is not the connection)', async () => {
    server.use(http.get('*/api/lessons/following/', () => HttpResponse.json({}, { status: 500 }), { once: true }));
    renderScreen(offline(<SeccionHome />, phone([], { online: true })), `${SITE}/seccion`, allyRoutePattern('seccion'));
    const following = await screen.findByRole('region', { name: 'Continúa donde te quedaste' });
    expect(await within(following).findByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
    expect(screen.queryByText('Esta lista no está guardada en este teléfono')).toBeNull();
  });
});
