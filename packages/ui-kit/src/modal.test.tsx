import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Modal } from './modal';
import { renderUi } from './test/render';

function Requirements({ onClose = () => {} }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Ver requisitos
      </button>
      <Modal
        open={open}
        onClose={() => {
          onClose();
          setOpen(false);
        }}
        title="Requisitos del premio"
        description={<p>Completa las 5 lecciones del módulo.</p>}
      >
        <button type="button">Otra cosa</button>
        <button type="button" data-autofocus onClick={() => setOpen(false)}>
          Entendido
        </button>
      </Modal>
    </>
  );
}

// Role queries with accessible names and descriptions are slow in jsdom on a busy 2-core machine.
describe('Modal', { timeout: 15_000 }, () => {
  it('draws nothing inside until opened', () => {
    renderUi(<Requirements />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByText('Requisitos del premio')).not.toBeInTheDocument();
  });

  it('opens named by its title, described by its description, with the focus on the marked element', () => {
    renderUi(<Requirements />);
    fireEvent.click(screen.getByRole('button', { name: 'Ver requisitos' }));
    const dialog = screen.getByRole('dialog', { name: 'Requisitos del premio' });
    expect(dialog).toHaveAccessibleDescription('Completa las 5 lecciones del módulo.');
    expect(screen.getByRole('button', { name: 'Entendido' })).toHaveFocus();
  });

  it('asks its owner to close on Escape, and gives the focus back to the opener', () => {
    const onClose = vi.fn();
    renderUi(<Requirements onClose={onClose} />);
    const opener = screen.getByRole('button', { name: 'Ver requisitos' });
    opener.focus();
    fireEvent.click(opener);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('leaves closing to its owner on the browser’s cancel (back gesture): the event is held', () => {
    const onClose = vi.fn();
    renderUi(<Requirements onClose={onClose} />);
    fireEvent.click(screen.getByRole('button', { name: 'Ver requisitos' }));
    const cancel = new Event('cancel', { cancelable: true });
    fireEvent(screen.getByRole('dialog'), cancel);
    expect(cancel.defaultPrevented).toBe(true);
    expect(onClose).toHaveBeenCalledOnce();
  });
});
