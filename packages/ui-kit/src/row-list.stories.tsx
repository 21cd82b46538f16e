import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge } from './badge';
import { RowList } from './row-list';

const topics = ['Finanzas', 'Ventas en línea', 'Atención al cliente', 'Redes sociales', 'Inventario', 'Precios'];

const meta = {
  component: RowList,
  args: {
    'aria-label': 'Temas',
    children: topics.map((topic) => (
      <li key={topic}>
        <Badge>{topic}</Badge>
      </li>
    )),
  },
} satisfies Meta<typeof RowList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Narrow the window: the row wraps instead of scrolling sideways. */
export const Chips: Story = {};
export const WiderGap: Story = { args: { $gap: 'sm' } };
