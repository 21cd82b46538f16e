import type { Meta, StoryObj } from '@storybook/react-vite';
import { CheckboxField } from './checkbox-field';

const meta = {
  component: CheckboxField,
  args: { label: 'Acepto los términos y el aviso de privacidad.' },
} satisfies Meta<typeof CheckboxField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unchecked: Story = {};
export const Checked: Story = { args: { defaultChecked: true } };
export const WithHint: Story = {
  args: { label: 'Otorga certificado al completarlo', hint: 'Quien lo termine recibe un certificado verificable.' },
};
export const WithError: Story = { args: { error: 'Para crear tu cuenta acepta los términos.' } };
