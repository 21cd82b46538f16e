import type { Meta, StoryObj } from '@storybook/react-vite';
import { EmptyState } from './empty-state';
import { Heart, Trophy } from './icons';
import { ButtonLink } from './link';

const meta = {
  component: EmptyState,
  args: { message: 'Todavía no tienes lecciones en curso.' },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const MessageOnly: Story = {};
/** The favourites screen of a new learner: what goes here, and where to find some. */
export const WithNextStep: Story = {
  args: {
    icon: Heart,
    title: 'Aún no tienes favoritas',
    message: 'Toca el corazón de una lección para guardarla aquí.',
    action: <ButtonLink to="/mx/impulsa/seccion/modulos">Explorar módulos</ButtonLink>,
  },
};
export const Achievements: Story = {
  args: { icon: Trophy, message: 'Termina un módulo para ganar tu primer logro.' },
};
