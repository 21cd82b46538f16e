import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { FavoriteButton } from './favorite-button';

const meta = {
  component: FavoriteButton,
  args: { title: 'Calcula el costo real de tus productos', pressed: false, onToggle: () => {} },
  render: function Render(args) {
    const [pressed, setPressed] = useState(args.pressed);
    return <FavoriteButton {...args} pressed={pressed} onToggle={() => setPressed(!pressed)} />;
  },
} satisfies Meta<typeof FavoriteButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Off: Story = {};
export const On: Story = { args: { pressed: true } };
export const WithLabel: Story = { args: { showLabel: true } };
