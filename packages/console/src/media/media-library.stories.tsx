import { mockPictures } from '@aula/mocks/fixtures/media-pictures';
import { resetMockState } from '@aula/mocks/handlers';
import { addMockMedia } from '@aula/mocks/handlers/console-media';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { consoleAt, consoleStory } from '../shell/console-story';
import { MediaLibraryScreen } from './media-library-screen';

const meta = {
  title: 'Console/Media library',
  component: MediaLibraryScreen,
  ...consoleStory,
  // Two pictures uploaded earlier: one described, one not yet.
  beforeEach: () => {
    resetMockState();
    addMockMedia(1, mockPictures('impulsa'));
  },
  parameters: consoleAt('consoleMedia', 'consola/imagenes', { consoleRole: 'ally_editor' }),
} satisfies Meta<typeof MediaLibraryScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The ally's pictures, the undescribed one saying so in its box's place. */
export const Pictures: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Imágenes del aliado' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.getByRole('img', { name: 'Un mostrador con frutas y verduras' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Qué muestra «letrero.png»' })).toHaveValue('');
  },
};

/** Nothing uploaded yet: the uploader, and an empty list that says so. */
export const Empty: Story = {
  beforeEach: () => resetMockState(),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Todavía no has subido imágenes.')).toBeVisible();
  },
};

/** A search that finds nothing. */
export const NoMatch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('list', { name: 'Imágenes del aliado' });
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Buscar imágenes' }), 'bicicleta');
    await expect(await canvas.findByText('Ninguna imagen coincide con «bicicleta».')).toBeVisible();
  },
};
