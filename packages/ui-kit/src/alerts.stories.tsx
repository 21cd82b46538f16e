import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { type AlertInput, AlertProvider, useAlerts } from './alert-provider';
import { AlertViewport } from './alerts';
import { Button } from './button';

const examples: AlertInput[] = [
  { tone: 'success', message: 'Tus datos se guardaron.' },
  { tone: 'info', message: 'Hay una lección nueva en tu módulo.' },
  { tone: 'error', message: 'No pudimos guardar tus datos. Inténtalo de nuevo.' },
];

function Demo({ alerts }: { alerts: AlertInput[] }) {
  const { show } = useAlerts();
  useEffect(() => {
    for (const alert of alerts) show(alert);
  }, []);
  return (
    <Button variant="ghost" onClick={() => show({ tone: 'info', message: 'Otro aviso' })}>
      Mostrar otro aviso
    </Button>
  );
}

/** An app with its AlertProvider and AlertViewport; each alert closes itself after 4 s unless hovered or focused. */
function Alerts({ alerts }: { alerts: AlertInput[] }) {
  return (
    <AlertProvider>
      <Demo alerts={alerts} />
      <AlertViewport />
    </AlertProvider>
  );
}

const meta = { component: Alerts, args: { alerts: examples } } satisfies Meta<typeof Alerts>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EveryTone: Story = {};
export const Success: Story = { args: { alerts: [examples[0] as AlertInput] } };
export const Info: Story = { args: { alerts: [examples[1] as AlertInput] } };
export const ErrorTone: Story = { name: 'Error', args: { alerts: [examples[2] as AlertInput] } };
