import type { AddressValues, BusinessValues } from './business-values';

// The business form as a page drawn before the app posts it: each field under its contract name,
// the address's parts by their path (`address.city`), the catalogue choices as ids.

const text = (posted: FormData, name: string) => {
  const value = posted.get(name);
  return typeof value === 'string' ? value : undefined;
};

const asId = (value: string) => {
  const id = Number(value);
  return value !== '' && Number.isInteger(id) && id > 0 ? id : null;
};

/** A catalogue choice: empty (or not an id) is none; a field the post lacks keeps what was saved. */
function postedId(posted: FormData, name: string, saved: number | null): number | null {
  const value = text(posted, name);
  return value === undefined ? saved : asId(value);
}

/** Checkboxes post one value each, and an empty one that says the field was there at all. */
function postedIds(posted: FormData, name: string, saved: number[]): number[] {
  if (!posted.has(name)) return saved;
  const ids = posted.getAll(name).flatMap((value) => (typeof value === 'string' ? [asId(value)] : []));
  return [...new Set(ids.filter((id): id is number => id !== null))];
}

const TYPED_PARTS = ['country', 'state', 'city', 'postal_code', 'street', 'exterior_number', 'neighborhood'] as const;

/** The address's parts as posted; the pin is the saved one (the map needs the app to move it). */
function postedAddress(posted: FormData, saved: AddressValues): AddressValues {
  const address = { ...saved };
  for (const part of TYPED_PARTS) address[part] = text(posted, `address.${part}`) ?? saved[part];
  return address;
}

export function postedBusiness(posted: FormData, saved: BusinessValues): BusinessValues {
  return {
    business_name: text(posted, 'business_name') ?? saved.business_name,
    business_type_id: postedId(posted, 'business_type_id', saved.business_type_id),
    employee_number_id: postedId(posted, 'employee_number_id', saved.employee_number_id),
    weekly_income_id: postedId(posted, 'weekly_income_id', saved.weekly_income_id),
    founded_year: text(posted, 'founded_year') ?? saved.founded_year,
    improvement_ids: postedIds(posted, 'improvement_ids', saved.improvement_ids),
    address: postedAddress(posted, saved.address),
  };
}

/**
 * A state belongs to its country: a page without the app lists the states of the country it was
 * drawn with, so a new country posts an old state (and its city). Those are cleared, as the app
 * clears them when the country changes, so the form asks for the new country's state. A country
 * whose states the catalogue does not know keeps what was posted.
 */
export function withStateOfCountry(address: AddressValues, states: readonly { name: string }[] | undefined) {
  if (!states?.length || address.state === '' || states.some((state) => state.name === address.state)) return address;
  return { ...address, state: '', city: '' };
}
