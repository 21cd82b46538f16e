import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ReactNode, useEffect } from 'react';
import { AlertProvider, useAlertList, useAlerts } from './alert-provider';
import { Button } from './button';

/** What the provider holds, listed plainly: AlertViewport (alerts.stories) is how the app draws it. */
function HeldAlerts() {
  const { show, dismiss } = useAlerts();
  const alerts = useAlertList();
  useEffect(() => {
    show({ tone: 'success', message: 'Tus datos se guardaron.' });
  }, [show]);
  return (
    <>
      <Button variant="ghost" onClick={() => show({ tone: 'info', message: 'Hay una lección nueva.' })}>
        Añadir un aviso
      </Button>
      <ul>
        {alerts.map((alert) => (
          <li key={alert.id}>
            {alert.tone}: {alert.message}{' '}
            <Button variant="ghost" onClick={() => dismiss(alert.id)}>
              Quitar
            </Button>
          </li>
        ))}
      </ul>
    </>
  );
}

function Provided({ children }: { children?: ReactNode }) {
  return (
    <AlertProvider>
      <HeldAlerts />
      {children}
    </AlertProvider>
  );
}

const meta = { component: Provided } satisfies Meta<typeof Provided>;

export default meta;
export const HoldsAndDismisses: StoryObj<typeof meta> = {};
