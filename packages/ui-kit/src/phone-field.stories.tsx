import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { PhoneField } from './phone-field';

const meta = {
  component: PhoneField,
  args: {
    label: 'Celular',
    value: { country: 'mx', number: '' },
    onChange: fn(),
    countries: ['mx', 'co', 'pe'],
  },
  render: function Controlled(args) {
    const [value, setValue] = useState(args.value);
    return (
      <PhoneField
        {...args}
        value={value}
        onChange={(next) => {
          setValue(next);
          args.onChange(next);
        }}
      />
    );
  },
} satisfies Meta<typeof PhoneField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filled: Story = { args: { value: { country: 'co', number: '3001234567' } } };
export const WithError: Story = {
  args: { value: { country: 'mx', number: '55' }, error: 'El celular debe tener 10 dígitos.' },
};
