import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type AlertInput, AlertProvider, useAlerts } from './alert-provider';
import { ALERT_DURATION_MS, AlertViewport } from './alerts';
import { renderUi } from './test/render';

function Trigger({ alert }: { alert: AlertInput }) {
  const { show } = useAlerts();
  return (
    <button type="button" onClick={() => show(alert)}>
      avisar
    </button>
  );
}

function renderAlerts(alert: AlertInput = { tone: 'success', message: 'Datos guardados' }) {
  const result = renderUi(
    <AlertProvider>
      <Trigger alert={alert} />
      <AlertViewport />
    </AlertProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'avisar' }));
  return result;
}

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

// Role queries are slow in jsdom on a busy 2-core machine.
describe('Alerts', { timeout: 15_000 }, () => {
  it.each([
    ['success', 'status'],
    ['info', 'status'],
    ['error', 'alert'],
  ] as const)('announces a %s alert with role %s', (tone, role) => {
    renderAlerts({ tone, message: 'Mensaje de prueba' });
    expect(screen.getByRole(role)).toHaveTextContent('Mensaje de prueba');
  });

  it('closes itself after 4000 ms', () => {
    renderAlerts();
    advance(ALERT_DURATION_MS - 1);
    expect(screen.getByText('Datos guardados')).toBeInTheDocument();
    advance(1);
    expect(screen.queryByText('Datos guardados')).not.toBeInTheDocument();
    expect(ALERT_DURATION_MS).toBe(4000);
  });

  it('waits while hovered, then resumes with the time that was left', () => {
    renderAlerts();
    const alert = screen.getByRole('status');
    advance(3000);
    fireEvent.mouseEnter(alert);
    advance(10_000);
    expect(screen.getByText('Datos guardados')).toBeInTheDocument();

    fireEvent.mouseLeave(alert);
    advance(999);
    expect(screen.getByText('Datos guardados')).toBeInTheDocument();
    advance(1);
    expect(screen.queryByText('Datos guardados')).not.toBeInTheDocument();
  });

  it('waits while the focus is inside it', () => {
    renderAlerts();
    const close = screen.getByRole('button', { name: 'Cerrar aviso' });
    advance(1000);
    act(() => close.focus());
    advance(10_000);
    expect(screen.getByText('Datos guardados')).toBeInTheDocument();

    act(() => close.blur());
    advance(ALERT_DURATION_MS - 1000);
    expect(screen.queryByText('Datos guardados')).not.toBeInTheDocument();
  });

  it('keeps waiting while still hovered after the focus leaves', () => {
    renderAlerts();
    const alert = screen.getByRole('status');
    fireEvent.mouseEnter(alert);
    act(() => screen.getByRole('button', { name: 'Cerrar aviso' }).focus());
    act(() => screen.getByRole('button', { name: 'Cerrar aviso' }).blur());
    advance(10_000);
    expect(screen.getByText('Datos guardados')).toBeInTheDocument();
  });

  it('closes from its close button', () => {
    renderAlerts();
    fireEvent.click(screen.getByRole('button', { name: 'Cerrar aviso' }));
    expect(screen.queryByText('Datos guardados')).not.toBeInTheDocument();
  });

  it('refuses to work without a provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Trigger alert={{ tone: 'info', message: 'x' }} />)).toThrow(/AlertProvider/);
    vi.restoreAllMocks();
  });
});
