import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MultiSearchableSelect } from './multi-select';
import type { LoadOptions, SelectOption } from './use-option-search';

const improvements: SelectOption[] = [
  { value: '1', label: 'Vender más' },
  { value: '2', label: 'Llevar mejor mis cuentas' },
  { value: '3', label: 'Vender por internet' },
  { value: '4', label: 'Conseguir financiamiento' },
  { value: '5', label: 'Organizar mi inventario' },
];

const searchImprovements: LoadOptions = async (query) =>
  improvements.filter((option) => option.label.toLowerCase().includes(query.toLowerCase()));

const meta = {
  component: MultiSearchableSelect,
  args: {
    label: '¿Qué quieres mejorar?',
    hint: 'Elige todas las que apliquen.',
    values: [],
    onChange: fn(),
    loadOptions: searchImprovements,
    searchEmpty: true,
    debounceMs: 100,
  },
  render: function Controlled(args) {
    const [values, setValues] = useState(args.values);
    return (
      <MultiSearchableSelect
        {...args}
        values={values}
        onChange={(next) => {
          setValues(next);
          args.onChange(next);
        }}
      />
    );
  },
} satisfies Meta<typeof MultiSearchableSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

/** Two picks in a row: the list stays open and each pick becomes a chip. */
export const PickSeveral: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('combobox'));
    await userEvent.click(await canvas.findByRole('option', { name: /Vender más/ }));
    await userEvent.click(await canvas.findByRole('option', { name: /Vender por internet/ }));
    await expect(canvas.getByRole('button', { name: 'Quitar Vender más' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Quitar Vender por internet' })).toBeVisible();
  },
};

export const Chosen: Story = { args: { values: improvements.slice(0, 3) } };

/** With `max`, a pick beyond it is refused and the select says why. */
export const AtMost: Story = {
  args: { values: improvements.slice(0, 2), max: 2 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('combobox'));
    await userEvent.click(await canvas.findByRole('option', { name: /Conseguir financiamiento/ }));
    await expect(await canvas.findByText('Puedes elegir 2 como máximo.')).toBeVisible();
  },
};

export const WithError: Story = { args: { error: 'Elige al menos una.' } };
