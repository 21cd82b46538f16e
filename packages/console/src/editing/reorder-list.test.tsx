import { renderWithProviders } from '@aula/testing/render';
import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { consoleMessages } from '../messages';
import { ReorderList, type ReorderMove } from './reorder-list';

interface Lesson {
  id: number;
  title: string;
}

const LESSONS: Lesson[] = [
  { id: 1, title: 'Costos' },
  { id: 2, title: 'Precios' },
  { id: 3, title: 'Ventas' },
];

// jsdom lays nothing out; dnd-kit's keyboard sensor moves by the rows' boxes, so each row gets
// one 60 px tall, stacked in list order (the handle inside reports its row's).
beforeAll(() => {
  Element.prototype.getBoundingClientRect = function rowBox(this: Element) {
    const row = this.closest('li');
    const index = row?.parentElement ? [...row.parentElement.children].indexOf(row) : 0;
    const top = index * 60;
    return { x: 0, y: top, top, left: 0, right: 300, bottom: top + 60, width: 300, height: 60, toJSON: () => ({}) };
  };
});

function Harness({ onMove, controls }: { onMove?: (move: ReorderMove) => void; controls?: 'beside' | 'above' }) {
  const [items, setItems] = useState(LESSONS);
  return (
    <ReorderList
      {...(controls ? { controls } : {})}
      label="Lecciones del módulo"
      items={items}
      getKey={(lesson) => lesson.id}
      itemLabel={(lesson) => lesson.title}
      renderItem={(lesson) => <span>{lesson.title}</span>}
      onReorder={(next, move) => {
        setItems(next);
        onMove?.(move);
      }}
    />
  );
}

const order = () =>
  within(screen.getByRole('list', { name: 'Lecciones del módulo' }))
    .getAllByRole('listitem')
    .map((row) => row.textContent);

describe('ReorderList', () => {
  it("puts a row's handle and move buttons before its content when they go above it (a row that is a form)", () => {
    renderWithProviders(<Harness controls="above" />, { messages: [consoleMessages] });
    const row = within(screen.getByRole('list', { name: 'Lecciones del módulo' })).getAllByRole('listitem')[0];
    const content = within(row as HTMLElement).getByText('Costos');
    const down = within(row as HTMLElement).getByRole('button', { name: 'Bajar «Costos»' });
    expect(down.compareDocumentPosition(content) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('moves a row with its up and down buttons, announces it, and keeps the focus on the row', async () => {
    const onMove = vi.fn();
    const { user } = renderWithProviders(<Harness onMove={onMove} />, { messages: [consoleMessages] });
    expect(screen.getByRole('button', { name: 'Subir «Costos»' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Bajar «Ventas»' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Bajar «Costos»' }));
    expect(order()).toEqual(['Precios', 'Costos', 'Ventas']);
    expect(onMove).toHaveBeenLastCalledWith({ from: 0, to: 1 });
    expect(screen.getByText('«Costos» está ahora en la posición 2 de 3.')).toHaveAttribute('role', 'status');
    expect(screen.getByRole('button', { name: 'Bajar «Costos»' })).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(order()).toEqual(['Precios', 'Ventas', 'Costos']);
    // At the bottom its down button is disabled: the focus moves to its up button.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Subir «Costos»' })).toHaveFocus());

    await user.click(screen.getByRole('button', { name: 'Subir «Ventas»' }));
    expect(order()).toEqual(['Ventas', 'Precios', 'Costos']);
    expect(onMove).toHaveBeenLastCalledWith({ from: 1, to: 0 });
  });

  it('moves a row with the keyboard on its drag handle (space, arrow down, space), saying each step', async () => {
    const onMove = vi.fn();
    const { user } = renderWithProviders(<Harness onMove={onMove} />, { messages: [consoleMessages] });
    const handle = screen.getByRole('button', { name: 'Mover «Costos»' });
    expect(handle).toHaveAttribute('aria-roledescription', 'elemento que se puede mover');
    expect(handle).toHaveAccessibleDescription(expect.stringContaining('pulsa espacio o Intro'));
    handle.focus();
    await user.keyboard(' ');
    await waitFor(() => expect(document.body).toHaveTextContent('Tomaste «Costos». Está en la posición 1 de 3.'));
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(document.body).toHaveTextContent('«Costos» pasó a la posición 2 de 3.'));
    await user.keyboard(' ');
    await waitFor(() => expect(order()).toEqual(['Precios', 'Costos', 'Ventas']));
    expect(onMove).toHaveBeenCalledWith({ from: 0, to: 1 });
    expect(document.body).toHaveTextContent('Dejaste «Costos» en la posición 2 de 3.');
  });

  it('puts nothing back when the drag is cancelled with Escape', async () => {
    const onMove = vi.fn();
    const { user } = renderWithProviders(<Harness onMove={onMove} />, { messages: [consoleMessages] });
    screen.getByRole('button', { name: 'Mover «Precios»' }).focus();
    await user.keyboard(' ');
    await user.keyboard('{ArrowDown}');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(document.body).toHaveTextContent('Cancelado. «Precios» volvió a la posición 2 de 3.'));
    expect(order()).toEqual(['Costos', 'Precios', 'Ventas']);
    expect(onMove).not.toHaveBeenCalled();
  });
});
