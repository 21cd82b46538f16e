import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge, type BadgeTone } from './badge';

const meta = {
  component: Badge,
  args: { children: 'Nuevo' },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Neutral: Story = {};

const tones: [BadgeTone, string][] = [
  ['neutral', 'Borrador'],
  ['primary', 'Nuevo'],
  ['secondary', 'Destacado'],
  ['success', 'Completado'],
  ['danger', 'Vencido'],
];

/** Every tone, in the current brand and mode. */
export const AllTones: Story = {
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: '8px' }}>
      {tones.map(([tone, word]) => (
        <Badge key={tone} tone={tone}>
          {word}
        </Badge>
      ))}
    </div>
  ),
};
