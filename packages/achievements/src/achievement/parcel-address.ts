import type { BusinessAddress } from '@aula/contracts/profile';

/** The parts of a business address a parcel needs; the map pin stays out of it. */
export type ParcelAddress = Pick<
  BusinessAddress,
  'street' | 'exterior_number' | 'neighborhood' | 'city' | 'state' | 'postal_code'
>;

/** The learner's business address for a parcel, once it names at least a street. */
export function parcelAddressOf(address: BusinessAddress | null | undefined): ParcelAddress | undefined {
  if (!address || address.street.trim() === '') return undefined;
  const { street, exterior_number, neighborhood, city, state, postal_code } = address;
  return { street, exterior_number, neighborhood, city, state, postal_code };
}
