import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from './button';
import { VisuallyHidden } from './visually-hidden';

const meta = { component: VisuallyHidden, args: { children: ' de «Planea tu flujo de efectivo»' } } satisfies Meta<
  typeof VisuallyHidden
>;

export default meta;

/** The button shows "Continuar"; a screen reader hears which lesson it continues. */
export const InsideAButton: StoryObj<typeof meta> = {
  render: (args) => (
    <Button>
      Continuar
      <VisuallyHidden {...args} />
    </Button>
  ),
};
