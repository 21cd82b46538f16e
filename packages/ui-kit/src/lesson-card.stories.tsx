import type { Meta, StoryObj } from '@storybook/react-vite';
import { FavoriteButton } from './favorite-button';
import { LessonCard } from './lesson-card';

const meta = {
  component: LessonCard,
  args: {
    title: 'Calcula el costo real de tus productos',
    moduleTitle: 'Finanzas claras para tu negocio',
    durationMinutes: 18,
    views: 64,
    coverImageUrl: null,
    to: '/mx/impulsa/seccion/lecciones/1',
  },
} satisfies Meta<typeof LessonCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithoutCover: Story = {};
export const LongTitle: Story = {
  args: { title: 'Separa tus cuentas personales y las de tu negocio sin complicarte la vida', views: 1 },
};
export const Started: Story = { args: { progress: 40 } };
export const Finished: Story = { args: { progress: 100 } };
export const WithFavorite: Story = {
  args: {
    progress: 100,
    action: <FavoriteButton title="Calcula el costo real de tus productos" pressed onToggle={() => {}} />,
  },
};

/** Data-saver mode: the cover is a light stand-in drawn by the page, nothing is downloaded. */
export const DataSaver: Story = { args: { coverImageUrl: '/media/demo/covers/impulsa/portada.svg', dataSaver: true } };
