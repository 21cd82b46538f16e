import type { Meta, StoryObj } from '@storybook/react-vite';
import { ShareButtons } from './share-buttons';

const meta = {
  component: ShareButtons,
  args: {
    // A lesson of the demo world (@aula/demo-content), at the address the running site gives it.
    url: 'https://impulsa.example/mx/impulsa/seccion/lecciones/1',
    title: 'Conoce a tu cliente ideal',
    description: 'Descubre quién te compra, por qué te compra y dónde encontrar a más personas como esa.',
    tags: ['negocio', 'ventas'],
    isMobile: (): boolean => true,
  },
} satisfies Meta<typeof ShareButtons>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What a brand usually lists in `shareNetworks`. */
export const BrandSelection: Story = { args: { networks: ['whatsapp', 'facebook', 'telegram', 'email', 'copy'] } };

/** All 17 networks, as a phone sees them (sms and messenger included). */
export const AllNetworks: Story = {};

/** On a desktop sms and messenger are left out (a warning is logged for each). */
export const AllNetworksOnDesktop: Story = { args: { isMobile: () => false } };

export const WithLabels: Story = { args: { networks: ['whatsapp', 'email', 'print', 'copy'], showLabels: true } };

/** The copy button just after a successful copy: 'Copiado', a check, disabled for 2 s. */
export const CopySuccess: Story = {
  args: { networks: ['whatsapp', 'copy'], showLabels: true },
  beforeEach: () => {
    const original = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: () => Promise.resolve() },
      configurable: true,
    });
    return () => {
      if (original) Object.defineProperty(navigator, 'clipboard', original);
      else Reflect.deleteProperty(navigator, 'clipboard');
    };
  },
  play: async ({ canvasElement }) => {
    // The only button of this story is the copy button (whatsapp is a link).
    canvasElement.querySelector('button')?.click();
    await new Promise((resolve) => setTimeout(resolve, 0));
  },
};
