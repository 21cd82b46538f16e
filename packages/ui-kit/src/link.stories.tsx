import type { Meta, StoryObj } from '@storybook/react-vite';
import { ButtonLink, Link } from './link';

const meta = {
  component: Link,
  args: { to: '/mx/impulsa/recuperar', children: '¿Olvidaste tu contraseña?' },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TextLink: Story = {};

/** A call to action that navigates: a link dressed as a button. */
export const AsButton: Story = {
  render: () => (
    <ButtonLink to="/mx/impulsa/registro" $variant="primary">
      Crear mi cuenta
    </ButtonLink>
  ),
};
