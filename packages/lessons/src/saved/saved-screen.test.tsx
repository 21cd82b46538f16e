import { allyRoutePattern } from '@aula/contracts/site-paths';
import { useMswServer } from '@aula/testing/msw';
import { type SavedLesson, type SavedOffline, SavedOfflineContext } from '@aula/ui-kit/saved-offline';
import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { allyLesson, renderScreen, SITE } from '../test-screen';
import { SavedScreen } from './saved-screen';

useMswServer();
const PATH = allyRoutePattern('saved');

/** A phone whose removals take effect, as the app's provider does after the worker's cache forgets. */
function Phone({ initial, online = false }: { initial: SavedLesson[]; online?: boolean }) {
  const [lessons, setLessons] = useState(initial);
  const kept: SavedOffline = {
    online,
    lessons,
    moduleIds: new Set(),
    remove: async (lessonId) => setLessons((all) => all.filter((entry) => entry.lesson.id !== lessonId)),
  };
  return (
    <SavedOfflineContext.Provider value={kept}>
      <SavedScreen />
    </SavedOfflineContext.Provider>
  );
}

describe('SavedScreen', { timeout: 20_000 }, () => {
  it('lists the lessons kept on this phone with their space, and removes one', async () => {
    const first = allyLesson((lesson) => lesson.detail.progress > 0).detail;
    const second = allyLesson((lesson) => lesson.detail.id !== first.id).detail;
    const { user } = renderScreen(
      <Phone
        initial={[
          { lesson: first, bytes: 12_300 },
          { lesson: second, bytes: 2_450_000 },
        ]}
      />,
      `${SITE}/seccion/guardado`,
      PATH,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Guardado en este teléfono' })).toBeInTheDocument();
    expect(screen.getByText('Entre todas ocupan 2,5 MB de tu teléfono.')).toBeInTheDocument();
    const rows = screen.getAllByRole('listitem');
    expect(within(rows[0] as HTMLElement).getByRole('link', { name: first.title })).toHaveAttribute(
      'href',
      `${SITE}/seccion/lecciones/${first.id}`,
    );
    expect(within(rows[0] as HTMLElement).getByText(/Ocupa 13 kB/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: `Quitar «${first.title}» de este teléfono` }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      `«${first.title}» ya no está guardado en este teléfono.`,
    );
    expect(screen.queryByRole('link', { name: first.title })).toBeNull();
    expect(screen.getByText('Ocupa 2,5 MB de tu teléfono.')).toBeInTheDocument();
  });

  it('with nothing kept, says how a lesson gets here and leads to the modules, in English too', () => {
    renderScreen(<Phone initial={[]} online />, `${SITE}/seccion/guardado`, PATH, 'en');
    expect(screen.getByRole('heading', { level: 1, name: 'Saved on this phone' })).toBeInTheDocument();
    expect(screen.getByText('Nothing saved yet')).toBeInTheDocument();
    expect(
      screen.getByText('Open a lesson with internet and it will be kept here to see offline.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /modules/i })).toHaveAttribute('href', `${SITE}/seccion/modulos`);
  });
});
