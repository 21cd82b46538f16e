import type { Meta, StoryObj } from '@storybook/react-vite';
import { Card, CardBody } from './card';
import { CardTitleLink } from './card-title-link';

const meta = {
  component: CardTitleLink,
  args: { to: '/mx/impulsa/seccion/lecciones/3', children: 'Planea tu flujo de efectivo' },
  render: (args) => (
    <Card style={{ maxWidth: '20rem' }}>
      <CardBody>
        <h3>
          <CardTitleLink {...args} />
        </h3>
        <span>6 lecciones · 1 h 40 min</span>
      </CardBody>
    </Card>
  ),
} satisfies Meta<typeof CardTitleLink>;

export default meta;

/** The whole card is the target (try a tap anywhere on it); screen readers hear one link. */
export const StretchedOverItsCard: StoryObj<typeof meta> = {};
