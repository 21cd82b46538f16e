import type { Meta, StoryObj } from '@storybook/react-vite';
import { Card, CardBody } from './card';
import { Skeleton } from './skeleton';

const meta = { component: Skeleton, args: { $height: '1.25rem' } } satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Line: Story = {};

/** The placeholder of a lesson card while the list loads. */
export const CardPlaceholder: Story = {
  render: () => (
    <Card>
      <Skeleton $height="9rem" />
      <CardBody>
        <Skeleton $height="1.25rem" $width="80%" />
        <Skeleton $height="1rem" $width="50%" />
      </CardBody>
    </Card>
  ),
};
