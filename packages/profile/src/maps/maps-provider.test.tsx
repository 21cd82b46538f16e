import { useMswServer } from '@aula/testing/msw';
import { renderWithProviders } from '@aula/testing/render';
import { screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { profileMessages } from '../messages';
import { useMaps } from './maps-context';
import { MapsProvider } from './maps-provider';

useMswServer();

vi.mock('@vis.gl/react-google-maps', () => ({
  APIProvider: ({ children }: { children: ReactNode }) => children,
  useMapsLibrary: () => null,
  Map: () => null,
  Marker: () => null,
}));

function Kind() {
  return <p>{useMaps()?.kind ?? 'none'}</p>;
}

describe('MapsProvider', () => {
  it('uses the offline maps when no key is configured', () => {
    renderWithProviders(
      <MapsProvider country="mx" language="es" apiKey={null}>
        <Kind />
      </MapsProvider>,
      { messages: [profileMessages] },
    );
    expect(screen.getByText('offline')).toBeInTheDocument();
  });

  it('loads the Google adapter only when a key is configured', async () => {
    renderWithProviders(
      <MapsProvider country="mx" language="es" apiKey="test-key-0123456789abcdef">
        <Kind />
      </MapsProvider>,
      { messages: [profileMessages] },
    );
    expect(await screen.findByText('google')).toBeInTheDocument();
  });
});
