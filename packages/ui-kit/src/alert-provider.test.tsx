import { act, render, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { AlertProvider, useAlertList, useAlerts } from './alert-provider';

const wrapper = ({ children }: { children: ReactNode }) => <AlertProvider>{children}</AlertProvider>;

function useBoth() {
  return { api: useAlerts(), list: useAlertList() };
}

describe('AlertProvider', () => {
  it('holds each shown alert under a new id, in the order shown', () => {
    const { result } = renderHook(useBoth, { wrapper });
    let first = 0;
    let second = 0;
    act(() => {
      first = result.current.api.show({ tone: 'success', message: 'Guardado' });
      second = result.current.api.show({ tone: 'error', message: 'Sin conexión' });
    });
    expect(second).not.toBe(first);
    expect(result.current.list.map((alert) => alert.message)).toEqual(['Guardado', 'Sin conexión']);
  });

  it('dismisses only the alert asked for', () => {
    const { result } = renderHook(useBoth, { wrapper });
    let first = 0;
    act(() => {
      first = result.current.api.show({ tone: 'info', message: 'Uno' });
      result.current.api.show({ tone: 'info', message: 'Dos' });
    });
    act(() => result.current.api.dismiss(first));
    expect(result.current.list.map((alert) => alert.message)).toEqual(['Dos']);
  });

  it('draws nothing of its own, only its children', () => {
    render(
      <AlertProvider>
        <p>contenido</p>
      </AlertProvider>,
    );
    expect(screen.getByText('contenido').parentElement?.childElementCount).toBe(1);
  });

  it('says what is missing when useAlerts is used without a provider', () => {
    expect(() => renderHook(() => useAlerts())).toThrow('useAlerts needs an <AlertProvider> above it');
  });
});
