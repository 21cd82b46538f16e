import { distanceKm } from '../maps/geo';
import type { LatLng } from '../maps/maps';

/**
 * Farther than this from the chosen city, the pin and the address disagree. Generous: a city's
 * point is its centre, and metropolitan municipalities reach tens of kilometres out.
 */
export const MISMATCH_KM = 30;

/** The distance (whole km) when the pin and the city disagree; null when they agree or cannot be compared. */
export function pinMismatchKm(pin: LatLng | null, city: LatLng | null): number | null {
  if (!pin || !city) return null;
  const km = distanceKm(pin, city);
  return km > MISMATCH_KM ? Math.round(km) : null;
}
