import type { Meta, StoryObj } from '@storybook/react-vite';
import { Card, CardBody } from './card';
import { CardGrid, Page } from './page';

const modules = ['Finanzas claras', 'Vende en línea', 'Atiende mejor a tus clientes', 'Tu marca en redes'];

const meta = {
  component: Page,
  parameters: { layout: 'fullscreen' },
  args: {
    children: (
      <>
        <h1>Módulos</h1>
        <CardGrid>
          {modules.map((title) => (
            <li key={title}>
              <Card>
                <CardBody>{title}</CardBody>
              </Card>
            </li>
          ))}
        </CardGrid>
      </>
    ),
  },
} satisfies Meta<typeof Page>;

export default meta;
export const WithCardGrid: StoryObj<typeof meta> = {};
