import { setupStore } from '@aula/api-client/store';
import { UPLOADS_PATH } from '@aula/contracts/media';
import { QUOTA_EXCEEDED } from '@aula/contracts/media-quota';
import { handlers } from '@aula/mocks/handlers';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { useState } from 'react';
import { Provider } from 'react-redux';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withConsoleWords } from '../editing/story-i18n';
import { consoleSession } from '../test/console-session';
import { MediaUpload } from './media-upload';

/** Signed in as impulsa's demo editor (the mock world's session), so uploads act for impulsa. */
const withEditorSession: Decorator = (Story) => {
  const [store] = useState(() => setupStore(consoleSession('ally_editor', 'impulsa').preloadedState));
  return (
    <Provider store={store}>
      <Story />
    </Provider>
  );
};

const meta = {
  title: 'Console/Media/Media upload',
  component: MediaUpload,
  decorators: [withConsoleWords, withEditorSession],
  args: { kind: 'video', onUploaded: fn() },
} satisfies Meta<typeof MediaUpload>;

export default meta;
type Story = StoryObj<typeof meta>;

const fileOf = (name: string, bytes: number, type: string) => new File([new Uint8Array(bytes)], name, { type });

/** A lesson's video, nothing chosen yet: the label, the accepted types, the limit and the ally's space used. */
export const Video: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/(Usas 1,2 GB de 5 GB|You use 1\.2 GB of 5 GB)/)).toBeVisible();
  },
};

/** The ally's quota is full: the server refuses the upload (413 quota_exceeded) and the page says why. */
export const QuotaFull: Story = {
  parameters: {
    msw: [
      http.post(`*${UPLOADS_PATH}`, () =>
        HttpResponse.json({ error: QUOTA_EXCEEDED, message: 'The upload does not fit the quota' }, { status: 413 }),
      ),
      ...handlers,
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(canvas.getByLabelText(/Video/), fileOf('clase-larga.mp4', 300_000, 'video/mp4'));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(/(no cabe|does not fit)/);
  },
};

/** A video uploaded through the mock tus server: full bar, the live region says so. */
export const Uploaded: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(canvas.getByLabelText(/Video/), fileOf('clase-1.mp4', 300_000, 'video/mp4'));
    await expect(await canvas.findByText(/clase-1\.mp4 (se subió|is uploaded)/)).toBeVisible();
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    await expect(args.onUploaded).toHaveBeenCalledTimes(1);
  },
};

/** A picture whose content is not an image (the mock refuses names ending in .wrong as the API refuses such bytes). */
export const WrongType: Story = {
  args: { kind: 'image' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(canvas.getByLabelText(/Imagen|Image/), fileOf('portada.wrong', 2000, 'image/png'));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(/JPG, PNG/);
  },
};

/** Captions over 1 MB: refused in the page before a byte is sent. */
export const CaptionsTooLarge: Story = {
  args: { kind: 'caption' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(canvas.getByLabelText(/Subtítulos|Captions/), fileOf('clase.vtt', 1_100_000, 'text/vtt'));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(/1 MB/);
  },
};

/** A form that names the field itself: a lesson part's downloadable file. */
export const LabelledPdf: Story = {
  args: { kind: 'pdf', label: 'Archivo para descargar' },
};
