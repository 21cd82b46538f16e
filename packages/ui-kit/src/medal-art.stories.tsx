import type { Meta, StoryObj } from '@storybook/react-vite';
import { Gift, PlayCircle } from './icons';
import { MedalArt } from './medal-art';

const meta = {
  component: MedalArt,
  args: { seed: 'Vendedora estrella', earned: true, icon: PlayCircle },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MedalArt>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Earned: Story = {};
/** Not earned yet: grey, with the learner's progress as a ring. */
export const InProgress: Story = { args: { seed: 'Finanzas en orden', earned: false, percent: 67, icon: Gift } };
export const NotStarted: Story = { args: { seed: 'Tienda conectada', earned: false, percent: 0, icon: Gift } };
