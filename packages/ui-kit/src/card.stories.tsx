import type { Meta, StoryObj } from '@storybook/react-vite';
import { Card, CardBody } from './card';

const meta = {
  component: Card,
  args: {
    children: (
      <CardBody>
        <strong>Finanzas claras para tu negocio</strong>
        <span>6 lecciones · 1 h 40 min</span>
      </CardBody>
    ),
  },
} satisfies Meta<typeof Card>;

export default meta;
export const WithBody: StoryObj<typeof meta> = {};
