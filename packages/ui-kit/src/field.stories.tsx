import type { Meta, StoryObj } from '@storybook/react-vite';
import { Field, FieldRow, FieldSideButton, Input } from './field';

/** Field frames any input: here a plain one, the way a widget of its own (a date, a file) would use it. */
const meta = {
  component: Field,
  args: {
    label: 'Fecha de nacimiento',
    children: ({ inputId, describedBy, invalid }) => (
      <Input
        id={inputId}
        type="date"
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        $invalid={invalid}
      />
    ),
  },
} satisfies Meta<typeof Field>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LabelOnly: Story = {};
export const WithHint: Story = { args: { hint: 'La usamos para saber qué apoyos te tocan.' } };
export const WithError: Story = { args: { error: 'La fecha debe estar entre 1900 y hoy.' } };

/** An input with a control beside it, as the password and search fields draw theirs. */
export const WithSideButton: Story = {
  args: {
    label: 'Código del webinar',
    children: ({ inputId, describedBy }) => (
      <FieldRow>
        <Input id={inputId} aria-describedby={describedBy} defaultValue="K7PQ-2M" />
        <FieldSideButton type="button">Borrar</FieldSideButton>
      </FieldRow>
    ),
  },
};
