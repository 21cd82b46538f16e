import { renderWithProviders } from '@aula/testing/render';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { profileMessages } from '../messages';
import type { MapView, MapViewProps } from './maps';
import { OfflineMap } from './offline-map';

const coyoacan = { lat: 19.3467, lng: -99.1617 };

function renderMap(props: Partial<MapViewProps> = {}, language: 'es' | 'en' = 'es') {
  const onPinChange = vi.fn();
  const onViewChange = vi.fn<(view: MapView) => void>();
  const view = renderWithProviders(
    <OfflineMap
      label="Mapa de la dirección del negocio"
      center={coyoacan}
      zoom={8}
      pin={coyoacan}
      onPinChange={onPinChange}
      onViewChange={onViewChange}
      points={[{ id: '1', label: 'Coyoacán', position: coyoacan }]}
      {...props}
    />,
    { messages: [profileMessages], language },
  );
  return { ...view, onPinChange, onViewChange, lastView: () => onViewChange.mock.lastCall?.[0] };
}

describe('OfflineMap', () => {
  it('draws the catalogue cities and the pin without any network, and reports its zoom-8 bounds', () => {
    const { lastView } = renderMap();
    expect(screen.getByRole('group', { name: 'Mapa de la dirección del negocio' })).toBeInTheDocument();
    expect(screen.getByText('Coyoacán')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Pin del negocio en 19.3467, -99.1617/ })).toBeInTheDocument();
    expect(lastView()).toMatchObject({ zoom: 8, center: coyoacan });
    const bounds = lastView()?.bounds;
    expect(bounds && bounds.west < coyoacan.lng && coyoacan.lng < bounds.east).toBe(true);
  });

  it('names the pin in English too (its coordinates are not taken for a language)', () => {
    renderMap({}, 'en');
    expect(screen.getByRole('button', { name: /^Business pin at 19.3467, -99.1617/ })).toBeInTheDocument();
  });

  it('moves the pin east with the right arrow key (about 0.22° at zoom 8 per press)', () => {
    const { onPinChange } = renderMap();
    fireEvent.keyDown(screen.getByRole('button', { name: /Pin del negocio/ }), { key: 'ArrowRight' });
    const moved = onPinChange.mock.lastCall?.[0];
    expect(moved.lng - coyoacan.lng).toBeCloseTo((40 / (256 * 256)) * 360, 3);
    expect(moved.lat).toBeCloseTo(coyoacan.lat, 6);
  });

  it('zooms in and out with its buttons, the bounds narrowing and widening', async () => {
    const { user, lastView } = renderMap();
    const before = lastView()?.bounds;
    await user.click(screen.getByRole('button', { name: 'Acercar' }));
    expect(lastView()?.zoom).toBe(9);
    const after = lastView()?.bounds;
    expect(after && before && after.east - after.west).toBeCloseTo(before ? (before.east - before.west) / 2 : 0, 6);
    await user.click(screen.getByRole('button', { name: 'Alejar' }));
    await user.click(screen.getByRole('button', { name: 'Alejar' }));
    expect(lastView()?.zoom).toBe(7);
  });

  it('pans with the arrow keys on the map, which moves the bounds the places search follows', () => {
    const { lastView } = renderMap();
    const west = lastView()?.bounds.west ?? 0;
    fireEvent.keyDown(screen.getByRole('group', { name: 'Mapa: usa las flechas para moverlo' }), { key: 'ArrowLeft' });
    expect(lastView()?.bounds.west).toBeLessThan(west);
  });

  it('places the pin where the map is tapped, and pans when it is dragged', () => {
    const { onPinChange, lastView } = renderMap({ pin: null });
    const map = screen.getByRole('group', { name: 'Mapa: usa las flechas para moverlo' });
    fireEvent.pointerDown(map, { clientX: 180, clientY: 140, pointerId: 1 });
    fireEvent.pointerUp(map, { clientX: 181, clientY: 140, pointerId: 1 });
    expect(onPinChange).toHaveBeenCalledTimes(1);
    const centre = lastView()?.center;
    fireEvent.pointerDown(map, { clientX: 100, clientY: 100, pointerId: 1 });
    fireEvent.pointerMove(map, { clientX: 160, clientY: 100, pointerId: 1 });
    fireEvent.pointerUp(map, { clientX: 160, clientY: 100, pointerId: 1 });
    expect(onPinChange).toHaveBeenCalledTimes(1);
    expect(lastView()?.center.lng).toBeLessThan(centre?.lng ?? 0);
  });

  it('puts the pin in the middle with "Pin aquí", for people without a pointer', async () => {
    const { user, onPinChange } = renderMap({ pin: null });
    await user.click(screen.getByRole('button', { name: 'Pin aquí' }));
    expect(onPinChange).toHaveBeenCalledWith(coyoacan);
  });
});
