import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { type LoadOptions, SearchableSelect, type SelectOption } from './searchable-select';

const businessTypes: SelectOption[] = [
  { value: 'bakery', label: 'Panadería' },
  { value: 'sweet-bread', label: 'Pan dulce' },
  { value: 'tortilleria', label: 'Tortillería' },
  { value: 'grocery', label: 'Tienda de abarrotes' },
  { value: 'salon', label: 'Estética' },
];

/** Stands in for a catalogue request on a slow connection. */
const searchBusinessTypes: LoadOptions = (query) =>
  new Promise((resolve) =>
    setTimeout(
      () => resolve(businessTypes.filter((option) => option.label.toLowerCase().includes(query.toLowerCase()))),
      150,
    ),
  );

const meta = {
  component: SearchableSelect,
  args: {
    label: 'Giro del negocio',
    hint: 'Escribe al menos una letra.',
    value: null,
    onChange: fn(),
    loadOptions: searchBusinessTypes,
    debounceMs: 100,
  },
  render: function Controlled(args) {
    const [value, setValue] = useState(args.value);
    return (
      <SearchableSelect
        {...args}
        value={value}
        onChange={(option) => {
          setValue(option);
          args.onChange(option);
        }}
      />
    );
  },
} satisfies Meta<typeof SearchableSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const WithValue: Story = { args: { value: businessTypes[0] ?? null } };

/** Typing "pan" offers the two matches. */
export const Results: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox'), 'pan');
    await expect(await canvas.findByRole('option', { name: 'Pan dulce' })).toBeVisible();
  },
};

/** The request has not answered yet. */
export const Loading: Story = {
  args: { loadOptions: () => new Promise(() => {}) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox'), 'pan');
    await expect(await canvas.findByText('Cargando...')).toBeVisible();
  },
};

export const NoResults: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox'), 'zapatería');
    await expect(await canvas.findByText('No encontramos resultados')).toBeVisible();
  },
};

/** With `onCreateOption`, what was typed can become a new option. */
export const AddItem: Story = {
  args: { onCreateOption: (text: string) => ({ value: text.toLowerCase(), label: text }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox'), 'Mercería');
    await expect(await canvas.findByRole('option', { name: 'Agregar: Mercería' })).toBeVisible();
  },
};

export const WithError: Story = { args: { error: 'Elige el giro de tu negocio.' } };

export const Disabled: Story = { args: { disabled: true, value: businessTypes[2] ?? null } };

/** Every text can be replaced through `texts` (here for a list of cities). */
export const CustomTexts: Story = {
  args: { label: 'Ciudad', hint: undefined, texts: { typeToSearch: 'Escribe el nombre de tu ciudad' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('combobox'));
    await expect(await canvas.findByText('Escribe el nombre de tu ciudad')).toBeVisible();
  },
};

/** A short catalogue with `searchEmpty`: the whole list shows on open, typing narrows it. */
export const ListsBeforeTyping: Story = {
  args: { searchEmpty: true, clearable: false, hint: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('combobox'));
    await expect(await canvas.findByRole('option', { name: 'Estética' })).toBeVisible();
  },
};
