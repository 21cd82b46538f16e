import type { Meta, StoryObj } from '@storybook/react-vite';
import { ToolButton } from './tool-button';

const meta = { component: ToolButton, args: { children: 'Mostrar' } } satisfies Meta<typeof ToolButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Word: Story = {};
/** One character still makes a thumb-sized target. */
export const OneCharacter: Story = { args: { children: '+', 'aria-label': 'Acercar' } };
export const Disabled: Story = { args: { children: '−', 'aria-label': 'Alejar', disabled: true } };
