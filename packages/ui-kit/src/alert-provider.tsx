import { createContext, type ReactNode, useCallback, useContext, useMemo, useRef, useState } from 'react';

export type AlertTone = 'success' | 'error' | 'info';

export interface AlertInput {
  tone: AlertTone;
  message: string;
}

export interface AlertItem extends AlertInput {
  id: number;
}

export interface AlertsApi {
  /** Shows a toast; returns its id (to dismiss it early). */
  show: (alert: AlertInput) => number;
  dismiss: (id: number) => void;
}

const ApiContext = createContext<AlertsApi | null>(null);
const ListContext = createContext<readonly AlertItem[]>([]);

/**
 * Holds the alerts of the app. It draws nothing and needs no theme, so it can sit with the
 * other providers; `AlertViewport` (alerts.tsx) draws them wherever the theme is available.
 */
export function AlertProvider({ children }: { children: ReactNode }) {
  const [alerts, setAlerts] = useState<readonly AlertItem[]>([]);
  const nextId = useRef(1);

  const show = useCallback((alert: AlertInput) => {
    const id = nextId.current++;
    setAlerts((current) => [...current, { ...alert, id }]);
    return id;
  }, []);
  const dismiss = useCallback((id: number) => {
    setAlerts((current) => current.filter((alert) => alert.id !== id));
  }, []);
  const api = useMemo(() => ({ show, dismiss }), [show, dismiss]);

  return (
    <ApiContext.Provider value={api}>
      <ListContext.Provider value={alerts}>{children}</ListContext.Provider>
    </ApiContext.Provider>
  );
}

/** `show({ tone, message })` from anywhere below an AlertProvider. */
export function useAlerts(): AlertsApi {
  const api = useContext(ApiContext);
  if (!api) throw new Error('useAlerts needs an <AlertProvider> above it');
  return api;
}

/** The alerts on screen now (for AlertViewport). */
export function useAlertList(): readonly AlertItem[] {
  return useContext(ListContext);
}
