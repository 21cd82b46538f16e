import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './confirm-dialog';
import { AddressCheckDialog, ExitClassDialog } from './dialog-presets';
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

describe('the spec’s dialogs', { timeout: 15_000 }, () => {
  it('warns before leaving a class that attendance needs more than 30 minutes', () => {
    const onStay = vi.fn();
    const onLeave = vi.fn();
    renderUi(<ExitClassDialog open onStay={onStay} onLeave={onLeave} />);
    const dialog = screen.getByRole('dialog', { name: '¿Salir de la clase?' });
    expect(dialog).toHaveAccessibleDescription(
      'Tu asistencia solo se registra si permaneces más de 30 minutos en la sesión.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Volver a la sesión' }));
    expect(onStay).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Salir' }));
    expect(onLeave).toHaveBeenCalledTimes(1);
  });

  it('asks to confirm the shipping address', () => {
    const onEdit = vi.fn();
    const onContinue = vi.fn();
    renderUi(<AddressCheckDialog open address="Av. Reforma 10, CDMX" onEdit={onEdit} onContinue={onContinue} />);
    expect(screen.getByRole('dialog', { name: '¿Tu dirección es correcta?' })).toHaveTextContent(
      'Av. Reforma 10, CDMX',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Modificar dirección' }));
    expect(onEdit).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(onContinue).toHaveBeenCalledTimes(1);
  });

  it('speaks English too', () => {
    renderUi(<ExitClassDialog open onStay={() => {}} onLeave={() => {}} />, { language: 'en' });
    expect(screen.getByRole('dialog', { name: 'Leave the class?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back to the session' })).toBeInTheDocument();
  });
});
