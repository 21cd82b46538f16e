import type { Meta, StoryObj } from '@storybook/react-vite';
import { BookOpen, Heart, House, Trophy, UserRound } from './icons';
import { SiteNav } from './site-nav';

const places = [
  { to: '/mx/impulsa/seccion', label: 'Inicio', icon: House, end: true },
  { to: '/mx/impulsa/seccion/modulos', label: 'Módulos', icon: BookOpen },
  { to: '/mx/impulsa/seccion/favoritos', label: 'Favoritos', icon: Heart },
  { to: '/mx/impulsa/seccion/logros', label: 'Logros', icon: Trophy },
  { to: '/mx/impulsa/seccion/perfil', label: 'Perfil', icon: UserRound },
];

const meta = {
  component: SiteNav,
  args: { label: 'Secciones', places },
  parameters: { path: '/mx/impulsa/seccion/modulos/2' },
} satisfies Meta<typeof SiteNav>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The current place (Módulos) is marked; narrow the canvas below 768 px to see the bottom bar. */
export const Desktop: Story = {};

/** A brand without achievements shows four places. */
export const WithoutAchievements: Story = {
  args: { places: places.filter((place) => place.label !== 'Logros') },
  parameters: { path: '/mx/impulsa/seccion' },
};
