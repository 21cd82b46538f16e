import type { Brand } from '@aula/brand/brand';
import { config } from '../../config';

/** The brand with this deployment's settings laid over its own: the last layer wins. */
export function deployedBrand(brand: Brand, mapsKey = config.googleMapsApiKey): Brand {
  if (!mapsKey) return brand;
  return { ...brand, config: { ...brand.config, maps: { ...brand.config.maps, googleApiKey: mapsKey } } };
}
