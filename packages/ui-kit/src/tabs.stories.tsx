import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Tabs } from './tabs';

function SignInModes() {
  const [selected, setSelected] = useState('email');
  return (
    <Tabs
      label="Forma de entrar"
      selectedId={selected}
      onSelect={setSelected}
      tabs={[
        { id: 'email', label: 'Con correo', panel: <p>Correo y contraseña</p> },
        { id: 'phone', label: 'Con celular', panel: <p>Celular y contraseña</p> },
        { id: 'pin', label: 'Con PIN', panel: <p>Celular y PIN</p> },
      ]}
    />
  );
}

const meta = { component: SignInModes } satisfies Meta<typeof SignInModes>;

export default meta;
export const ThreeModes: StoryObj<typeof meta> = {};
