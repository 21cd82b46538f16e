import type { Meta, StoryObj } from '@storybook/react-vite';
import { Footer } from './footer';

const meta = {
  component: Footer,
  args: { logoUrl: '', brandName: '', children: <p>Aprende a hacer crecer tu negocio, a tu ritmo.</p> },
  render: (args, { loaded }) => <Footer {...args} logoUrl={loaded.brand.logoUrl} brandName={loaded.brand.name} />,
} satisfies Meta<typeof Footer>;

export default meta;
export const WithTagline: StoryObj<typeof meta> = {};
