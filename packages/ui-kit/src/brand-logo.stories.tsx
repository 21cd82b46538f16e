import type { Meta, StoryObj } from '@storybook/react-vite';
import { BrandLogo } from './brand-logo';

// The toolbar's brand picks the logo (`loaded.brand` comes from .storybook/preview.tsx).
const meta = {
  component: BrandLogo,
  args: { src: '', alt: '' },
  render: (args, { loaded }) => <BrandLogo {...args} src={loaded.brand.logoUrl} alt={loaded.brand.name} />,
} satisfies Meta<typeof BrandLogo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Large: Story = { args: { height: '80px' } };
