import { UPLOADS_PATH } from '@aula/contracts/media';
import { useMswServer } from '@aula/testing/msw';
import { renderWithProviders } from '@aula/testing/render';
import { screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { consoleMessages } from '../messages';
import { consoleSession } from '../test/console-session';
import { MediaUpload } from './media-upload';

// Issue 38: a video whose length cannot be read from its file is refused by the server (400,
// `unreadable_video`, field `file`); the uploader says why in the editor's language.
const server = useMswServer();

function refuseAsUnreadable() {
  server.use(
    http.patch(`*${UPLOADS_PATH}:id`, () =>
      HttpResponse.json(
        {
          error: 'unreadable_video',
          message: 'The video has no length we can read',
          fields: [{ field: 'file', reason: 'has no length we can read' }],
        },
        { status: 400 },
      ),
    ),
  );
}

function uploadBrokenVideo(language: 'es' | 'en') {
  const { preloadedState } = consoleSession('ally_editor', 'impulsa');
  const view = renderWithProviders(<MediaUpload kind="video" onUploaded={vi.fn()} />, {
    preloadedState,
    messages: [consoleMessages],
    language,
  });
  return view.user.upload(
    screen.getByLabelText('Video'),
    new File([new Uint8Array(4096)], 'sin-duracion.webm', { type: 'video/webm' }),
  );
}

describe('MediaUpload: a video without a readable length', () => {
  it('says in Spanish that the length could not be read', async () => {
    refuseAsUnreadable();
    await uploadBrokenVideo('es');
    expect(await screen.findByRole('alert')).toHaveTextContent('No pudimos leer la duración del video');
  });

  it('says it in English', async () => {
    refuseAsUnreadable();
    await uploadBrokenVideo('en');
    expect(await screen.findByRole('alert')).toHaveTextContent("We could not read the video's length");
  });
});
