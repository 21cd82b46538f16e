import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AddressCheckDialog, ExitClassDialog } from './dialog-presets';
import { renderUi } from './test/render';

// Role queries with accessible names and descriptions are slow in jsdom on a busy 2-core machine.
describe('the spec’s dialogs (presets of ConfirmDialog)', { timeout: 15_000 }, () => {
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

  it('gives the caller’s reason for the doubt instead of its own question', () => {
    renderUi(
      <AddressCheckDialog open message="El punto está lejos de la ciudad." onEdit={vi.fn()} onContinue={vi.fn()} />,
    );
    const dialog = screen.getByRole('dialog', { name: '¿Tu dirección es correcta?' });
    expect(dialog).toHaveAccessibleDescription('El punto está lejos de la ciudad.');
  });

  it('speaks English too', () => {
    renderUi(<ExitClassDialog open onStay={() => {}} onLeave={() => {}} />, { language: 'en' });
    expect(screen.getByRole('dialog', { name: 'Leave the class?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back to the session' })).toBeInTheDocument();
  });
});
