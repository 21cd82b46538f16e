import { focusRing } from '@aula/ui-kit/focus-ring';
import { type KeyboardEvent, type PointerEvent, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { boundsOf, project, unproject } from './geo';
import type { LatLng, MapViewProps } from './maps';
import { OfflineMapControls } from './offline-map-controls';
import { Graticule, gridStep, Outline, PinMark, Points } from './offline-map-layers';
import { COUNTRY_OUTLINES } from './outlines';
import { useElementWidth } from './use-element-width';

export const MAP_HEIGHT = 280;
export const MIN_ZOOM = 4;
export const MAX_ZOOM = 15;
/** Pixels the arrow keys move the map or the pin. */
const KEY_STEP = 40;
/** A press that moves less than this is a tap (it places the pin), not a pan. */
const TAP_SLOP = 6;

const Frame = styled.div`
  position: relative;
  border: 2px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  overflow: hidden;
  background: ${({ theme }) => theme.colors.background};
`;

const Svg = styled.svg`
  display: block;
  width: 100%;
  touch-action: none;
  cursor: grab;
  color: ${({ theme }) => theme.colors.onPrimary};
  ${focusRing}
`;

const Pin = styled.g`
  cursor: move;
  outline: none;

  &:focus-visible path {
    stroke: ${({ theme }) => theme.colors.focus};
    stroke-width: 4;
  }
`;

type Drag =
  | { kind: 'pan'; startX: number; startY: number; origin: { x: number; y: number }; moved: boolean }
  | {
      kind: 'pin';
    };

/**
 * A map drawn in the page (SVG): coarse country outlines, a grid and the catalogue's cities, with
 * a pin that is dragged, tapped into place or moved with the arrow keys. No tiles, no network.
 */
export function OfflineMap({ label, center, zoom, pin, onPinChange, onViewChange, points = [] }: MapViewProps) {
  const { t } = useTranslation('profile');
  const [frameRef, width] = useElementWidth<HTMLDivElement>(360);
  const height = MAP_HEIGHT;
  const [view, setView] = useState({ center, zoom });
  const [dragPin, setDragPin] = useState<LatLng | null>(null);
  const drag = useRef<Drag | null>(null);

  // A new address moves the map there.
  useEffect(() => setView({ center, zoom }), [center.lat, center.lng, zoom]);

  const origin = project(view.center, view.zoom);
  const toScreen = (position: LatLng) => {
    const world = project(position, view.zoom);
    return { x: world.x - origin.x + width / 2, y: world.y - origin.y + height / 2 };
  };
  const toLatLng = (x: number, y: number) =>
    unproject({ x: x - width / 2 + origin.x, y: y - height / 2 + origin.y }, view.zoom);
  const bounds = useMemo(() => boundsOf(view.center, view.zoom, width, height), [view, width, height]);

  const report = useRef(onViewChange);
  report.current = onViewChange;
  useEffect(() => report.current({ ...view, bounds }), [view, bounds]);

  const local = (event: PointerEvent) => {
    const rect = event.currentTarget.getBoundingClientRect();
    return { x: event.clientX - rect.left, y: event.clientY - rect.top };
  };

  const onPointerDown = (event: PointerEvent<SVGSVGElement>) => {
    event.currentTarget.setPointerCapture?.(event.pointerId);
    const onPin = (event.target as Element).closest('[data-pin]') !== null;
    drag.current = onPin
      ? { kind: 'pin' }
      : { kind: 'pan', startX: event.clientX, startY: event.clientY, origin, moved: false };
  };
  const onPointerMove = (event: PointerEvent<SVGSVGElement>) => {
    const current = drag.current;
    if (!current) return;
    if (current.kind === 'pin') {
      const { x, y } = local(event);
      setDragPin(toLatLng(x, y));
      return;
    }
    const dx = event.clientX - current.startX;
    const dy = event.clientY - current.startY;
    if (Math.hypot(dx, dy) > TAP_SLOP) current.moved = true;
    if (current.moved) {
      setView((previous) => ({
        ...previous,
        center: unproject({ x: current.origin.x - dx, y: current.origin.y - dy }, previous.zoom),
      }));
    }
  };
  const onPointerUp = (event: PointerEvent<SVGSVGElement>) => {
    const current = drag.current;
    drag.current = null;
    if (current?.kind === 'pin' && dragPin) onPinChange(dragPin);
    if (current?.kind === 'pan' && !current.moved) {
      const { x, y } = local(event);
      onPinChange(toLatLng(x, y));
    }
    setDragPin(null);
  };

  const offsets: Record<string, [number, number]> = {
    ArrowUp: [0, -KEY_STEP],
    ArrowDown: [0, KEY_STEP],
    ArrowLeft: [-KEY_STEP, 0],
    ArrowRight: [KEY_STEP, 0],
  };
  const panWithKeys = (event: KeyboardEvent) => {
    const offset = offsets[event.key];
    if (!offset || event.target !== event.currentTarget) return;
    event.preventDefault();
    setView((previous) => ({
      ...previous,
      center: unproject({ x: origin.x + offset[0], y: origin.y + offset[1] }, previous.zoom),
    }));
  };
  const movePinWithKeys = (event: KeyboardEvent) => {
    const offset = offsets[event.key];
    if (!offset || !pin) return;
    event.preventDefault();
    event.stopPropagation();
    const at = toScreen(pin);
    onPinChange(toLatLng(at.x + offset[0], at.y + offset[1]));
  };

  const shownPin = dragPin ?? pin;
  const pixelsPerDegree = (256 * 2 ** view.zoom) / 360;
  return (
    <Frame ref={frameRef} role="group" aria-label={label}>
      {/* A group, not an image: it holds the pin, a control of its own. */}
      <Svg
        role="group"
        aria-label={t('map.panHint')}
        tabIndex={0}
        viewBox={`0 0 ${width} ${height}`}
        height={height}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={() => {
          drag.current = null;
          setDragPin(null);
        }}
        onKeyDown={panWithKeys}
      >
        {Object.entries(COUNTRY_OUTLINES).map(([code, ring]) => (
          <Outline key={code} ring={ring} toScreen={toScreen} />
        ))}
        <Graticule {...bounds} toScreen={toScreen} step={gridStep(pixelsPerDegree)} />
        <Points points={points} toScreen={toScreen} />
        {shownPin && (
          <Pin
            data-pin
            role="button"
            tabIndex={0}
            // Not "lng": i18next reads that option as the language to speak.
            aria-label={t('map.pin', { latitude: shownPin.lat.toFixed(4), longitude: shownPin.lng.toFixed(4) })}
            onKeyDown={movePinWithKeys}
          >
            <PinMark at={toScreen(shownPin)} />
          </Pin>
        )}
      </Svg>
      <OfflineMapControls
        zoom={view.zoom}
        minZoom={MIN_ZOOM}
        maxZoom={MAX_ZOOM}
        onZoom={(next) => setView((previous) => ({ ...previous, zoom: next }))}
        onPinHere={() => onPinChange(view.center)}
      />
    </Frame>
  );
}
