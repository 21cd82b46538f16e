import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './confirm-dialog';
import { renderUi } from './test/render';

function Harness({ onConfirm = () => {}, onCancel = () => {} }: { onConfirm?: () => void; onCancel?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Borrar
      </button>
      <ConfirmDialog
        open={open}
        title="¿Borrar la lección?"
        message="No podrás recuperarla."
        confirmLabel="Borrar"
        cancelLabel="Cancelar"
        onConfirm={() => {
          onConfirm();
          setOpen(false);
        }}
        onCancel={() => {
          onCancel();
          setOpen(false);
        }}
      />
    </>
  );
}

async function openFromButton() {
  const opener = screen.getByRole('button', { name: 'Borrar' });
  opener.focus();
  fireEvent.click(opener);
  return { opener, dialog: await screen.findByRole('dialog', { name: '¿Borrar la lección?' }) };
}

// Role queries with accessible names and descriptions are slow in jsdom on a busy 2-core machine.
describe('ConfirmDialog', { timeout: 15_000 }, () => {
  it('is a dialog named by its title and described by its message, with the focus on cancel', async () => {
    renderUi(<Harness />);
    expect(document.querySelector('dialog')).not.toHaveAttribute('open');
    const { dialog } = await openFromButton();
    expect(dialog).toHaveAttribute('open');
    expect(dialog).toHaveAccessibleDescription('No podrás recuperarla.');
    expect(screen.getByRole('button', { name: 'Cancelar' })).toHaveFocus();
  });

  it('calls onConfirm and gives the focus back to the opener', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    renderUi(<Harness onConfirm={onConfirm} onCancel={onCancel} />);
    const { opener, dialog } = await openFromButton();
    fireEvent.click(screen.getAllByRole('button', { name: 'Borrar' }).find((b) => dialog.contains(b)) as HTMLElement);
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('calls onCancel from the cancel button', async () => {
    const onCancel = vi.fn();
    renderUi(<Harness onCancel={onCancel} />);
    const { opener } = await openFromButton();
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(opener).toHaveFocus();
  });

  it('cancels on Escape and gives the focus back', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    renderUi(<Harness onConfirm={onConfirm} onCancel={onCancel} />);
    const { opener } = await openFromButton();
    fireEvent.keyDown(screen.getByRole('button', { name: 'Cancelar' }), { key: 'Escape' });
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('treats the browser’s cancel event (Escape, back gesture) as cancel, once', async () => {
    const onCancel = vi.fn();
    renderUi(<Harness onCancel={onCancel} />);
    const { dialog } = await openFromButton();
    const event = new Event('cancel', { cancelable: true });
    fireEvent(dialog, event);
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(event.defaultPrevented).toBe(true);
  });
});
