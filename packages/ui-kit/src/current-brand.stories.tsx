import type { Brand } from '@aula/brand/brand';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { BrandLogo } from './brand-logo';
import { CurrentBrandProvider, useCurrentBrand } from './current-brand';

/** A screen reading the ally on screen: its name and logo, or a plain word outside an ally. */
function AllyCard() {
  const brand = useCurrentBrand();
  if (!brand) return <p>Sin aliado</p>;
  return (
    <>
      <BrandLogo src={brand.logoUrl} alt={brand.config.name} />
      <p>{brand.config.organization.name}</p>
    </>
  );
}

const meta = {
  component: CurrentBrandProvider,
  args: { brand: {} as Brand, children: <AllyCard /> },
  // The toolbar's brand, whole, from .storybook/preview.tsx (`loaded.brands`).
  render: (args, { loaded, globals }) => {
    const brands = loaded.brands as Brand[];
    const brand = brands.find((each) => each.config.allyCode === globals.brand) ?? brands[0];
    return brand ? <CurrentBrandProvider {...args} brand={brand} /> : <AllyCard />;
  },
} satisfies Meta<typeof CurrentBrandProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OnAnAllysSite: Story = {};
export const OutsideAnAlly: Story = { render: () => <AllyCard /> };
