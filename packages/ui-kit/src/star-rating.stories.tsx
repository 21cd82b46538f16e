import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { StarRating } from './star-rating';

const meta = {
  component: StarRating,
  args: { label: '¿Qué te pareció esta lección?', value: 0, onChange: fn() },
  render: function Controlled(args) {
    const [value, setValue] = useState(args.value);
    return (
      <StarRating
        {...args}
        value={value}
        onChange={(next) => {
          setValue(next);
          args.onChange(next);
        }}
      />
    );
  },
} satisfies Meta<typeof StarRating>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotRatedYet: Story = {};
export const Rated: Story = { args: { value: 3 } };
export const Disabled: Story = { args: { value: 4, disabled: true } };
