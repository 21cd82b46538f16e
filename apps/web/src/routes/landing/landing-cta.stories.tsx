import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LandingCta } from './landing-cta';
import { withAppMessages } from './landing-stories-i18n';

const meta = {
  title: 'Web/Landing/Call to register',
  component: LandingCta,
  decorators: [withAppMessages],
  args: { to: '/mx/impulsa/registro', label: 'Regístrate gratis' },
} satisfies Meta<typeof LandingCta>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The closing band on the brand's colour, its button turned round. */
export const Register: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: /Regístrate gratis/ });
    await expect(link).toHaveAttribute('href', '/mx/impulsa/registro');
  },
};

/** A signed-in learner is sent on to their lessons instead. */
export const Continue: Story = { args: { to: '/mx/impulsa/seccion', label: 'Seguir aprendiendo' } };
