import { UPLOAD_CHUNK_BYTES, UPLOADS_PATH } from '@aula/contracts/media';
import { useMswServer } from '@aula/testing/msw';
import { renderWithProviders } from '@aula/testing/render';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { consoleMessages } from '../messages';
import { consoleSession } from '../test/console-session';
import { MediaUpload } from './media-upload';

const server = useMswServer();

function renderUploader(kind: 'video' | 'caption' | 'pdf' | 'image', language: 'es' | 'en' = 'es') {
  const onUploaded = vi.fn();
  const { preloadedState } = consoleSession('ally_editor', 'impulsa');
  const view = renderWithProviders(<MediaUpload kind={kind} onUploaded={onUploaded} />, {
    preloadedState,
    messages: [consoleMessages],
    language,
  });
  return { ...view, onUploaded };
}

const fileOf = (name: string, bytes: number, type = 'video/mp4') => new File([new Uint8Array(bytes)], name, { type });

describe('MediaUpload', () => {
  it('uploads a chosen file with a labelled progress bar, says it in the live region and hands back the media', async () => {
    const { user, onUploaded } = renderUploader('video');
    const input = screen.getByLabelText('Video');
    expect(input).toHaveAttribute('accept', expect.stringContaining('video/mp4'));
    await user.upload(input, fileOf('clase-1.mp4', 40_000));

    await waitFor(() => expect(onUploaded).toHaveBeenCalledTimes(1));
    expect(onUploaded.mock.calls[0]?.[0]).toMatchObject({ kind: 'video', original_name: 'clase-1.mp4', size: 40_000 });
    expect(screen.getByRole('status')).toHaveTextContent('clase-1.mp4 se subió.');
    expect(screen.getByRole('progressbar', { name: 'Subida de clase-1.mp4' })).toHaveAttribute('aria-valuenow', '100');
    // The refusal's alert stays out of the page while there is none.
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('carries on after the connection drops in the middle of a chunk, and the server gets every byte', async () => {
    let dropped = 0;
    server.use(
      http.patch(`*${UPLOADS_PATH}:id`, () => {
        if (dropped > 0) return undefined;
        dropped += 1;
        return HttpResponse.error();
      }),
    );
    const { user, onUploaded } = renderUploader('pdf');
    await user.upload(screen.getByLabelText('Archivo PDF'), fileOf('guia.pdf', 30_000, 'application/pdf'));
    await waitFor(() => expect(onUploaded).toHaveBeenCalledTimes(1));
    expect(dropped).toBe(1);
    expect(onUploaded.mock.calls[0]?.[0]).toMatchObject({ kind: 'pdf', size: 30_000 });
  });

  it("shows the server's refusal of a file of the wrong content, in Spanish and in English", async () => {
    const spanish = renderUploader('image');
    await spanish.user.upload(screen.getByLabelText('Imagen'), fileOf('portada.wrong', 500, 'image/png'));
    expect(
      await screen.findByText('Este archivo no es una imagen JPG, PNG o WebP. Revisamos su contenido, no su nombre.'),
    ).toHaveAttribute('role', 'alert');
    expect(spanish.onUploaded).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Subir otro archivo' })).toBeVisible();
    spanish.unmount();

    const english = renderUploader('image', 'en');
    await english.user.upload(screen.getByLabelText('Image'), fileOf('cover.wrong', 500, 'image/png'));
    expect(await screen.findByRole('alert')).toHaveTextContent('This file is not a JPG, PNG or WebP picture.');
  });

  it('refuses captions over 1 MB before sending a byte', async () => {
    const created = vi.fn();
    server.use(
      http.post(`*${UPLOADS_PATH}`, () => {
        created();
        return undefined;
      }),
    );
    const { user, onUploaded } = renderUploader('caption');
    expect(screen.getByText(/Archivo WebVTT \(\.vtt\), hasta 1 MB\./)).toBeVisible();
    await user.upload(screen.getByLabelText('Subtítulos'), fileOf('clase.vtt', 1024 * 1024 + 1, 'text/vtt'));
    expect(await screen.findByRole('alert')).toHaveTextContent('El archivo es demasiado grande: el máximo es 1 MB.');
    expect(created).not.toHaveBeenCalled();
    expect(onUploaded).not.toHaveBeenCalled();
  });

  it('names the line of captions the server found wrong', async () => {
    server.use(
      http.patch(`*${UPLOADS_PATH}:id`, () =>
        HttpResponse.json(
          { error: 'invalid_captions', message: 'Not valid WebVTT: line 3: the cue ends before it starts' },
          { status: 422 },
        ),
      ),
    );
    const { user } = renderUploader('caption');
    await user.upload(screen.getByLabelText('Subtítulos'), fileOf('clase.vtt', 200, 'text/vtt'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Los subtítulos no son WebVTT válido: revisa la línea 3.',
    );
  });

  it('pauses and resumes an upload on request', async () => {
    const held = holdChunkAt(0);
    const { user, onUploaded } = renderUploader('video');
    await user.upload(screen.getByLabelText('Video'), fileOf('larga.mp4', NINE_MB));
    await waitFor(() => expect(held.calls).toBe(1));
    await user.click(await screen.findByRole('button', { name: 'Pausar' }));
    expect(screen.getByRole('status')).toHaveTextContent('Subida en pausa.');
    await user.click(screen.getByRole('button', { name: 'Reanudar' }));
    await waitFor(() => expect(onUploaded).toHaveBeenCalledTimes(1));
    expect(onUploaded.mock.calls[0]?.[0]).toMatchObject({ size: NINE_MB });
  });

  it('carries on where it stopped when the same file is chosen again after leaving the page (fingerprint in localStorage)', async () => {
    const held = holdChunkAt(UPLOAD_CHUNK_BYTES);
    const first = renderUploader('video');
    const file = fileOf('larga.mp4', NINE_MB);
    await first.user.upload(screen.getByLabelText('Video'), file);
    // The first chunk is in; the page goes away while the second one is on its way.
    await waitFor(() => expect(held.calls).toBe(1));
    first.unmount();
    expect(Object.keys(localStorage).some((key) => key.startsWith('tus::'))).toBe(true);

    const again = renderUploader('video');
    await again.user.upload(screen.getByLabelText('Video'), file);
    await waitFor(() => expect(again.onUploaded).toHaveBeenCalledTimes(1));
    // Only what the server lacked was sent again, from the first chunk's end.
    expect(held.offsets).toEqual([UPLOAD_CHUNK_BYTES, UPLOAD_CHUNK_BYTES]);
    expect(held.created).toBe(1);
    expect(again.onUploaded.mock.calls[0]?.[0]).toMatchObject({ size: NINE_MB, original_name: 'larga.mp4' });
    // A finished upload forgets its fingerprint.
    expect(Object.keys(localStorage).some((key) => key.startsWith('tus::'))).toBe(false);
  });
  it("shows what the ally's media take of its quota, with each language's numbers", async () => {
    renderUploader('video');
    expect(await screen.findByText('Usas 1,2 GB de 5 GB')).toBeInTheDocument();
    cleanup();
    renderUploader('video', 'en');
    expect(await screen.findByText('You use 1.2 GB of 5 GB')).toBeInTheDocument();
    cleanup();
    // A caption's uploader stands beside its video's in the part form: the line is not said twice.
    renderUploader('caption');
    expect(await screen.findByText(/WebVTT/)).toBeInTheDocument();
    expect(screen.queryByText(/^Usas /)).toBeNull();
  });

  it('says readably why the quota (413) or too many unfinished uploads (429) refused a file, without retrying', async () => {
    let tries = 0;
    // Tried: a creation the server refuses as too many at once, then one refused for the quota.
    server.use(
      http.post(`*${UPLOADS_PATH}`, () => {
        tries += 1;
        return tries === 1
          ? HttpResponse.json({ error: 'too_many_uploads', message: 'Too many', retry_after: 60 }, { status: 429 })
          : HttpResponse.json({ error: 'quota_exceeded', message: 'Does not fit' }, { status: 413 });
      }),
    );
    const { user } = renderUploader('video');
    await user.upload(screen.getByLabelText('Video'), fileOf('clase-2.mp4', 1000));
    expect(await screen.findByRole('alert')).toHaveTextContent('Hay demasiadas subidas sin terminar a la vez.');
    expect(tries).toBe(1);
    await user.click(screen.getByRole('button', { name: 'Subir otro archivo' }));
    await user.upload(screen.getByLabelText('Video'), fileOf('clase-3.mp4', 1000));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('no cabe en el espacio'));
  });
});

const NINE_MB = 9 * 1024 * 1024;

/**
 * Holds the first PATCH that starts at `offset` forever (a connection that hangs), lets every other
 * through to the mock tus server, and counts creations and the offsets of the PATCHes past 0.
 */
function holdChunkAt(offset: number) {
  const seen = { calls: 0, created: 0, offsets: [] as number[] };
  server.use(
    http.post(`*${UPLOADS_PATH}`, () => {
      seen.created += 1;
      return undefined;
    }),
    http.patch(`*${UPLOADS_PATH}:id`, async ({ request }) => {
      const at = Number(request.headers.get('upload-offset'));
      if (at > 0) seen.offsets.push(at);
      if (at !== offset || seen.calls > 0) return undefined;
      seen.calls += 1;
      await new Promise(() => undefined);
      return undefined;
    }),
  );
  return seen;
}
