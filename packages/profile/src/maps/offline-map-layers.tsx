import styled from 'styled-components';
import type { Point } from './geo';
import type { LatLng, MapPoint } from './maps';

export type ToScreen = (position: LatLng) => Point;

const Line = styled.path`
  fill: none;
  stroke: ${({ theme }) => theme.colors.border};
  stroke-width: 1;
`;

const Land = styled.path`
  fill: ${({ theme }) => theme.colors.surface};
  stroke: ${({ theme }) => theme.colors.textMuted};
  stroke-width: 1.5;
  stroke-linejoin: round;
`;

const Dot = styled.circle`
  fill: ${({ theme }) => theme.colors.secondary};
  stroke: ${({ theme }) => theme.colors.surface};
  stroke-width: 2;
`;

const Label = styled.text`
  fill: ${({ theme }) => theme.colors.text};
  font-size: 12px;
  font-weight: 700;
  paint-order: stroke;
  stroke: ${({ theme }) => theme.colors.surface};
  stroke-width: 3px;
`;

const PinShape = styled.path`
  fill: ${({ theme }) => theme.colors.primary};
  stroke: ${({ theme }) => theme.colors.onPrimary};
  stroke-width: 2;
`;

const PIN_PATH = 'M0 0 C -3 -10 -12 -14 -12 -24 A 12 12 0 1 1 12 -24 C 12 -14 3 -10 0 0 Z';

/** Degrees between grid lines so they sit about 100 px apart at this scale. */
export function gridStep(pixelsPerDegree: number): number {
  const steps = [0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10, 20];
  return steps.find((step) => step * pixelsPerDegree >= 100) ?? 20;
}

export function Graticule({
  west,
  east,
  south,
  north,
  toScreen,
  step,
}: {
  west: number;
  east: number;
  south: number;
  north: number;
  toScreen: ToScreen;
  step: number;
}) {
  const lines: string[] = [];
  for (let lng = Math.ceil(west / step) * step; lng <= east; lng += step) {
    const a = toScreen({ lat: north, lng });
    const b = toScreen({ lat: south, lng });
    lines.push(`M${a.x.toFixed(1)} ${a.y.toFixed(1)}V${b.y.toFixed(1)}`);
  }
  for (let lat = Math.ceil(south / step) * step; lat <= north; lat += step) {
    const a = toScreen({ lat, lng: west });
    const b = toScreen({ lat, lng: east });
    lines.push(`M${a.x.toFixed(1)} ${a.y.toFixed(1)}H${b.x.toFixed(1)}`);
  }
  return <Line d={lines.join('')} />;
}

export function Outline({ ring, toScreen }: { ring: readonly LatLng[]; toScreen: ToScreen }) {
  const d = ring
    .map((position, index) => {
      const { x, y } = toScreen(position);
      return `${index === 0 ? 'M' : 'L'}${x.toFixed(1)} ${y.toFixed(1)}`;
    })
    .join('');
  return <Land d={`${d}Z`} />;
}

/** A label about this wide per character (12 px bold), to keep labels from overlapping. */
const CHAR_WIDTH = 7;
const LABEL_HEIGHT = 16;

/**
 * The cities as dots with their names; a name that would overlap one already written is left
 * out (its dot stays), so close cities stay readable at low zoom.
 */
export function Points({ points, toScreen }: { points: readonly MapPoint[]; toScreen: ToScreen }) {
  const placed: { x: number; y: number; width: number }[] = [];
  return (
    <g>
      {points.map((point) => {
        const { x, y } = toScreen(point.position);
        const width = point.label.length * CHAR_WIDTH;
        const overlaps = placed.some(
          (box) => x + 8 < box.x + 8 + box.width && box.x + 8 < x + 8 + width && Math.abs(box.y - y) < LABEL_HEIGHT,
        );
        if (!overlaps) placed.push({ x, y, width });
        return (
          <g key={point.id} transform={`translate(${x.toFixed(1)} ${y.toFixed(1)})`}>
            <Dot r={5} />
            {!overlaps && (
              <Label x={8} y={4}>
                {point.label}
              </Label>
            )}
          </g>
        );
      })}
    </g>
  );
}

/** The pin's drawing; its tip is at (0, 0), the point it marks. */
export function PinMark({ at }: { at: Point }) {
  return (
    <g transform={`translate(${at.x.toFixed(1)} ${at.y.toFixed(1)})`}>
      {/* A larger invisible disc: a 44 px target for fingers. */}
      <circle cy={-22} r={22} fill="transparent" />
      <PinShape d={PIN_PATH} />
      <circle cy={-24} r={4.5} fill="currentColor" />
    </g>
  );
}
