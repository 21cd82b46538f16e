import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from './button';
import { Header } from './header';
import { BookOpen, Heart, House, UserRound } from './icons';
import { SiteNav } from './site-nav';

const meta = {
  component: Header,
  args: { logoUrl: '', brandName: '', homeHref: '/mx/impulsa' },
  render: (args, { loaded }) => <Header {...args} logoUrl={loaded.brand.logoUrl} brandName={loaded.brand.name} />,
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignedOut: Story = { args: { children: <Button variant="ghost">Iniciar sesión</Button> } };
export const LogoOnly: Story = {};

/** A signed-in learner's header: the places between the logo and the account action. */
export const WithPlaces: Story = {
  parameters: { path: '/mx/impulsa/seccion/favoritos' },
  args: {
    nav: (
      <SiteNav
        label="Secciones"
        places={[
          { to: '/mx/impulsa/seccion', label: 'Inicio', icon: House, end: true },
          { to: '/mx/impulsa/seccion/modulos', label: 'Módulos', icon: BookOpen },
          { to: '/mx/impulsa/seccion/favoritos', label: 'Favoritos', icon: Heart },
          { to: '/mx/impulsa/seccion/perfil', label: 'Perfil', icon: UserRound },
        ]}
      />
    ),
    children: <Button variant="ghost">Cerrar sesión</Button>,
  },
};
