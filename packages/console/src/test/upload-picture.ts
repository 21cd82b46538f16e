import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';

/** What the mock tus server makes of the first image an ally uploads: its 640 px WebP. */
export const firstUploadedPicture = (allyCode: string) => `/media/uploads/${allyCode}/mock-1-640.webp`;

/**
 * Uploads a PNG through a picture field's uploader (the mock tus server takes it) and waits until
 * the address field named `addressLabel` holds the uploaded image's URL.
 */
export async function uploadPicture(addressLabel: string, allyCode = 'impulsa', uploadLabel = 'Subir una imagen') {
  const file = new File([new Uint8Array(2_000)], 'portada.png', { type: 'image/png' });
  await userEvent.upload(screen.getByLabelText(uploadLabel), file);
  const address = screen.getByRole('textbox', { name: addressLabel });
  await waitFor(() => expect(address).toHaveValue(firstUploadedPicture(allyCode)));
  return address;
}

/** Keeps the JSON body of every PUT/PATCH save the page sends (not the upload's chunks), until `stop`. */
export function recordSaves(events: {
  on: (type: 'request:start', listener: (args: { request: Request }) => void) => void;
  removeListener: (type: 'request:start', listener: (args: { request: Request }) => void) => void;
}) {
  const bodies: Record<string, unknown>[] = [];
  const listen = ({ request }: { request: Request }) => {
    const json = request.headers.get('content-type')?.includes('application/json');
    if ((request.method === 'PUT' || request.method === 'PATCH') && json) {
      void request
        .clone()
        .json()
        .then((body: Record<string, unknown>) => bodies.push(body));
    }
  };
  events.on('request:start', listen);
  return { bodies, stop: () => events.removeListener('request:start', listen) };
}
