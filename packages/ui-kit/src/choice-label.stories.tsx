import type { Meta, StoryObj } from '@storybook/react-vite';
import { ChoiceLabel } from './choice-label';

const meta = { component: ChoiceLabel } satisfies Meta<typeof ChoiceLabel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Exclusive choices in a fieldset, each named in its own language (as the settings page does). */
export const Radios: Story = {
  render: () => (
    <fieldset>
      <legend>Idioma</legend>
      <ChoiceLabel lang="es">
        <input type="radio" name="language" defaultChecked />
        Español
      </ChoiceLabel>
      <ChoiceLabel lang="en">
        <input type="radio" name="language" />
        English
      </ChoiceLabel>
    </fieldset>
  ),
};

export const Checkbox: Story = {
  render: () => (
    <ChoiceLabel>
      <input type="checkbox" name="data-saver" />
      Ahorrar datos
    </ChoiceLabel>
  ),
};
