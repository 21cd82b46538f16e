import type { Meta, StoryObj } from '@storybook/react-vite';
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
