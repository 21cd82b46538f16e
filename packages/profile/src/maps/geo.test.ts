import { describe, expect, it } from 'vitest';
import { boundsKey, boundsOf, contains, distanceKm, project, unproject } from './geo';

const cdmx = { lat: 19.4326, lng: -99.1332 };
const guadalajara = { lat: 20.6597, lng: -103.3496 };

describe('geo', () => {
  it('projects and unprojects a point back to itself (Web Mercator)', () => {
    const back = unproject(project(cdmx, 8), 8);
    expect(back.lat).toBeCloseTo(cdmx.lat, 6);
    expect(back.lng).toBeCloseTo(cdmx.lng, 6);
  });

  it('gives a 390 x 280 map at zoom 8 about two degrees of longitude around its centre', () => {
    const bounds = boundsOf(cdmx, 8, 390, 280);
    expect(bounds.east - bounds.west).toBeCloseTo((390 / (256 * 256)) * 360, 6);
    expect(bounds.north).toBeGreaterThan(cdmx.lat);
    expect(bounds.south).toBeLessThan(cdmx.lat);
    expect(contains(bounds, cdmx)).toBe(true);
    expect(contains(bounds, guadalajara)).toBe(false);
  });

  it('measures Mexico City to Guadalajara as about 460 km', () => {
    expect(distanceKm(cdmx, guadalajara)).toBeGreaterThan(450);
    expect(distanceKm(cdmx, guadalajara)).toBeLessThan(470);
  });

  it('keys bounds so that rounding noise does not count as a move', () => {
    const a = boundsOf(cdmx, 8, 390, 280);
    expect(boundsKey({ ...a, north: a.north + 0.00001 })).toBe(boundsKey(a));
    expect(boundsKey({ ...a, north: a.north + 0.01 })).not.toBe(boundsKey(a));
  });
});
