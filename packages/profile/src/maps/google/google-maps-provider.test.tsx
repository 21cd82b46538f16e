import { renderWithProviders } from '@aula/testing/render';
import { screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { profileMessages } from '../../messages';
import { useMaps } from '../maps-context';

// Google's script cannot load in a test (no network, no key): the library's components are
// replaced by stand-ins that call back the way the real ones do.
const mapProps = vi.hoisted(() => ({ current: {} as Record<string, (event: unknown) => void> }));
vi.mock('@vis.gl/react-google-maps', () => ({
  APIProvider: ({ children }: { children: ReactNode }) => <div data-testid="api-provider">{children}</div>,
  useMapsLibrary: () => null,
  Map: (props: Record<string, (event: unknown) => void> & { children?: ReactNode }) => {
    mapProps.current = props;
    return <div data-testid="google-map">{props.children}</div>;
  },
  Marker: ({ onDragEnd }: { onDragEnd: (event: unknown) => void }) => (
    <button type="button" onClick={() => onDragEnd({ latLng: { toJSON: () => ({ lat: 20.1, lng: -100.2 }) } })}>
      marker
    </button>
  ),
}));

const { default: GoogleMapsProvider } = await import('./google-maps-provider');

function Consumer({ onPin, onView }: { onPin: (p: unknown) => void; onView: (v: unknown) => void }) {
  const maps = useMaps();
  if (!maps) return null;
  const { MapView } = maps;
  return (
    <>
      <p>{maps.kind}</p>
      <MapView
        label="Mapa"
        center={{ lat: 19, lng: -99 }}
        zoom={8}
        pin={{ lat: 19, lng: -99 }}
        onPinChange={onPin}
        onViewChange={onView}
      />
    </>
  );
}

describe('Google Maps adapter', () => {
  it('provides the google maps; the pin drag and camera moves come back through the same interface', async () => {
    const onPin = vi.fn();
    const onView = vi.fn();
    const { user } = renderWithProviders(
      <GoogleMapsProvider apiKey="test-key-0123456789abcdef" country="mx" language="es" onFailure={() => {}}>
        <Consumer onPin={onPin} onView={onView} />
      </GoogleMapsProvider>,
      { messages: [profileMessages] },
    );
    expect(screen.getByText('google')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Mapa' })).toContainElement(screen.getByTestId('google-map'));
    await user.click(screen.getByRole('button', { name: 'marker' }));
    expect(onPin).toHaveBeenCalledWith({ lat: 20.1, lng: -100.2 });
    const bounds = { north: 20, south: 18, east: -98, west: -100 };
    mapProps.current.onCameraChanged?.({ detail: { center: { lat: 19, lng: -99 }, zoom: 9, bounds } });
    expect(onView).toHaveBeenCalledWith({ center: { lat: 19, lng: -99 }, zoom: 9, bounds });
    mapProps.current.onClick?.({ detail: { latLng: { lat: 19.5, lng: -99.5 } } });
    expect(onPin).toHaveBeenLastCalledWith({ lat: 19.5, lng: -99.5 });
  });
});
