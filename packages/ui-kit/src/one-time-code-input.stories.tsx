import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { OneTimeCodeInput, type OneTimeCodeInputProps } from './one-time-code-input';

function Controlled(props: Omit<OneTimeCodeInputProps, 'value' | 'onChange'> & { initial?: string }) {
  const [value, setValue] = useState(props.initial ?? '');
  return <OneTimeCodeInput {...props} value={value} onChange={setValue} />;
}

const meta = {
  component: Controlled,
  args: { label: 'Código de verificación', hint: 'Te lo enviamos por WhatsApp al +52 55 5000 0001.' },
} satisfies Meta<typeof Controlled>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Partly: Story = { args: { initial: '123' } };
export const WrongCode: Story = { args: { initial: '123456', error: 'El código no es correcto. Revísalo.' } };
export const Disabled: Story = { args: { initial: '123456', disabled: true } };

export const Typing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Código de verificación' }), '4821');
    await expect(canvas.getByLabelText('Dígito 4 de 6')).toHaveValue('1');
    await expect(canvas.getByLabelText('Dígito 5 de 6')).toHaveFocus();
  },
};
