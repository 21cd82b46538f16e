import type { PartListItem } from '@aula/contracts/lessons';
import { renderWithProviders } from '@aula/testing/render';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { lessonsMessages } from '../messages';
import { PartActionBar, type PartActionBarProps } from './part-action-bar';

const LESSON = '/mx/crecer/seccion/lecciones/7';

function part(id: number, title: string, completed = false): PartListItem {
  return { id, title, completed, kind: 'reading', order: id, duration_minutes: 4 };
}

const first = part(11, 'Qué vender primero');
const second = part(12, 'Errores comunes');

function renderBar(props: Partial<PartActionBarProps> = {}, language: 'es' | 'en' = 'es') {
  return renderWithProviders(<PartActionBar label="Fotos que venden" done={false} {...props} />, {
    route: `${LESSON}?parte=11`,
    path: '/mx/crecer/seccion/lecciones/:lessonId',
    messages: [lessonsMessages],
    language,
  });
}

describe('PartActionBar: the way on, kept at the bottom of the screen', () => {
  it('a part that does not count yet offers "Siguiente parte", a plain link that completes nothing', async () => {
    const { user, router } = renderBar({ previous: first, next: second, done: false });
    const bar = screen.getByTestId('part-action-bar');
    expect(bar).toHaveAttribute('data-state', 'pending');
    expect(bar).not.toHaveTextContent('Continuar');
    const next = within(bar).getByRole('link', { name: 'Siguiente parte: Errores comunes' });
    // A link, not a button: tapping it only changes the address; no report, no completion.
    expect(next.tagName).toBe('A');
    await user.click(next);
    expect(router.state.location.search).toBe('?parte=12');
    expect(within(bar).getByRole('link', { name: 'Anterior' })).toBeInTheDocument();
  });

  it('a part the server counts as done reads "Continuar" to the same next part', () => {
    renderBar({ previous: first, next: second, done: true });
    const bar = screen.getByTestId('part-action-bar');
    expect(bar).toHaveAttribute('data-state', 'done');
    const next = within(bar).getByRole('link', { name: 'Continuar: Errores comunes' });
    expect(next).toHaveAttribute('href', `${LESSON}?parte=12`);
    expect(within(bar).queryByRole('link', { name: /Siguiente parte/ })).toBeNull();
  });

  it('after the last part it goes to the close, "Terminar la lección", done or not', () => {
    for (const done of [false, true]) {
      const { unmount } = renderBar({ previous: first, done });
      expect(screen.getByRole('link', { name: 'Terminar la lección' })).toHaveAttribute('href', `${LESSON}?parte=fin`);
      unmount();
    }
  });

  it('the first part has no way back, and a part still loading has no note yet', () => {
    renderBar({ next: second });
    const nav = screen.getByRole('navigation', { name: 'Fotos que venden' });
    expect(within(nav).getAllByRole('link')).toHaveLength(1);
    expect(screen.queryByRole('link', { name: 'Anterior' })).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows the part’s note above its links', () => {
    renderBar({ next: second, note: <p role="status">Lee esta parte hasta el final para completarla.</p> });
    const bar = screen.getByTestId('part-action-bar');
    const note = within(bar).getByRole('status');
    const nav = within(bar).getByRole('navigation');
    expect(note.compareDocumentPosition(nav) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('speaks English: "Next part", "Continue", "Previous", "Finish the lesson"', () => {
    const { unmount } = renderBar({ previous: first, next: second }, 'en');
    expect(screen.getByRole('link', { name: 'Next part: Errores comunes' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Previous' })).toBeInTheDocument();
    unmount();
    const done = renderBar({ next: second, done: true }, 'en');
    expect(screen.getByRole('link', { name: 'Continue: Errores comunes' })).toBeInTheDocument();
    done.unmount();
    renderBar({ previous: first }, 'en');
    expect(screen.getByRole('link', { name: 'Finish the lesson' })).toBeInTheDocument();
  });
});
