import type { Bounds, LatLng } from './maps';

// Web Mercator, the projection of web maps: at zoom z the world is 256 * 2^z pixels wide.
const TILE = 256;
const MAX_LAT = 85.05112878;

export interface Point {
  x: number;
  y: number;
}

export function worldSize(zoom: number): number {
  return TILE * 2 ** zoom;
}

export function project({ lat, lng }: LatLng, zoom: number): Point {
  const size = worldSize(zoom);
  const clamped = Math.max(-MAX_LAT, Math.min(MAX_LAT, lat));
  const sin = Math.sin((clamped * Math.PI) / 180);
  return {
    x: ((lng + 180) / 360) * size,
    y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * size,
  };
}

export function unproject({ x, y }: Point, zoom: number): LatLng {
  const size = worldSize(zoom);
  const lng = (x / size) * 360 - 180;
  const n = Math.PI - (2 * Math.PI * y) / size;
  const lat = (180 / Math.PI) * Math.atan(Math.sinh(n));
  return { lat, lng };
}

/** The lat/lng box a map of `width` x `height` pixels shows around `center` at `zoom`. */
export function boundsOf(center: LatLng, zoom: number, width: number, height: number): Bounds {
  const c = project(center, zoom);
  const northWest = unproject({ x: c.x - width / 2, y: c.y - height / 2 }, zoom);
  const southEast = unproject({ x: c.x + width / 2, y: c.y + height / 2 }, zoom);
  return { north: northWest.lat, south: southEast.lat, west: northWest.lng, east: southEast.lng };
}

export function contains(bounds: Bounds, { lat, lng }: LatLng): boolean {
  return lat <= bounds.north && lat >= bounds.south && lng >= bounds.west && lng <= bounds.east;
}

export function centerOf(bounds: Bounds): LatLng {
  return { lat: (bounds.north + bounds.south) / 2, lng: (bounds.east + bounds.west) / 2 };
}

/** Great-circle distance in kilometres (haversine). */
export function distanceKm(a: LatLng, b: LatLng): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

/** A key that changes only when the bounds move by more than rounding noise. */
export function boundsKey(bounds: Bounds | null): string {
  if (!bounds) return '';
  return [bounds.north, bounds.south, bounds.east, bounds.west].map((value) => value.toFixed(3)).join(',');
}

/** Where a country's map opens before any address is known: its capital. */
export const COUNTRY_CENTERS: Record<string, LatLng> = {
  mx: { lat: 19.4326, lng: -99.1332 },
  co: { lat: 4.711, lng: -74.0721 },
  pe: { lat: -12.0464, lng: -77.0428 },
  ar: { lat: -34.6037, lng: -58.3816 },
  cl: { lat: -33.4489, lng: -70.6693 },
  ec: { lat: -0.1807, lng: -78.4678 },
  gt: { lat: 14.6349, lng: -90.5069 },
};
