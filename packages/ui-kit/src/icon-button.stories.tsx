import type { Meta, StoryObj } from '@storybook/react-vite';
import { IconButton } from './icon-button';
import { ICON_SIZE, X } from './icons';

const meta = {
  component: IconButton,
  args: { 'aria-label': 'Cerrar aviso', children: <X size={ICON_SIZE.md} /> },
} satisfies Meta<typeof IconButton>;

export default meta;
/** Tab to it: the focus ring shows the whole thumb-sized target. */
export const Close: StoryObj<typeof meta> = {};
