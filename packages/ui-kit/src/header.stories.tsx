import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from './button';
import { Header } from './header';

const meta = {
  component: Header,
  args: { logoUrl: '', brandName: '', homeHref: '/mx/impulsa' },
  render: (args, { loaded }) => <Header {...args} logoUrl={loaded.brand.logoUrl} brandName={loaded.brand.name} />,
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignedOut: Story = { args: { children: <Button variant="ghost">Iniciar sesión</Button> } };
export const LogoOnly: Story = {};
