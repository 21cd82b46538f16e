import type { Meta, StoryObj } from '@storybook/react-vite';
import { ButtonAnchor, ButtonLink, Link } from './link';

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

/** A link out of the app (a webinar room, a file) in a button's dress. */
export const AnchorAsButton: Story = {
  render: () => (
    <ButtonAnchor href="https://example.com/sala" target="_blank" rel="noopener noreferrer">
      Abrir la sesión en vivo
    </ButtonAnchor>
  ),
};
