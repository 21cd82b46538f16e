import type { City } from '@aula/contracts/catalogs';
import {
  type BusinessAddress,
  type BusinessData,
  type BusinessDataPatch,
  businessDataPatch,
} from '@aula/contracts/profile';
import { ruleReasons } from '@aula/contracts/rules';
import { z } from 'zod';

/** The address as the form holds it: text boxes hold strings, the state and city by name (as the API stores them). */
export interface AddressValues {
  country: string;
  state: string;
  city: string;
  postal_code: string;
  street: string;
  exterior_number: string;
  neighborhood: string;
  lat: number | null;
  lng: number | null;
}

export interface BusinessValues {
  business_name: string;
  business_type_id: number | null;
  employee_number_id: number | null;
  weekly_income_id: number | null;
  founded_year: string;
  improvement_ids: number[];
  address: AddressValues;
}

export function emptyAddress(country: string): AddressValues {
  return {
    country,
    state: '',
    city: '',
    postal_code: '',
    street: '',
    exterior_number: '',
    neighborhood: '',
    lat: null,
    lng: null,
  };
}

export function valuesOf(data: BusinessData, country: string): BusinessValues {
  return {
    business_name: data.business_name,
    business_type_id: data.business_type_id,
    employee_number_id: data.employee_number_id,
    weekly_income_id: data.weekly_income_id,
    founded_year: data.founded_year === null ? '' : String(data.founded_year),
    improvement_ids: [...data.improvement_ids],
    address: data.address ? { ...data.address } : emptyAddress(country),
  };
}

const typedParts = ['state', 'city', 'postal_code', 'street', 'exterior_number', 'neighborhood'] as const;

/** An address with nothing typed in it is no address (null), not an empty one. */
export function addressOf(address: AddressValues): BusinessAddress | null {
  if (typedParts.every((part) => address[part].trim() === '')) return null;
  return {
    street: address.street.trim(),
    exterior_number: address.exterior_number.trim(),
    neighborhood: address.neighborhood.trim(),
    city: address.city,
    state: address.state,
    postal_code: address.postal_code.trim(),
    country: address.country,
    lat: address.lat,
    lng: address.lng,
  };
}

function fullPatch(values: BusinessValues): BusinessDataPatch {
  const year = values.founded_year.trim();
  return {
    business_name: values.business_name,
    business_type_id: values.business_type_id,
    employee_number_id: values.employee_number_id,
    weekly_income_id: values.weekly_income_id,
    founded_year: year === '' ? null : Number(year),
    improvement_ids: values.improvement_ids,
    address: addressOf(values.address),
  };
}

/** Only what changed is sent (PATCH); the address is sent whole, as the API replaces it whole. */
export function patchOf(values: BusinessValues, saved: BusinessValues): BusinessDataPatch {
  const now = fullPatch(values);
  const before = fullPatch(saved);
  const patch: Record<string, unknown> = {};
  for (const key of Object.keys(now) as (keyof BusinessDataPatch)[]) {
    if (JSON.stringify(now[key]) !== JSON.stringify(before[key])) patch[key] = now[key];
  }
  return patch as BusinessDataPatch;
}

/** What the form knows besides its values: the chosen state's cities, once loaded. */
export interface BusinessContext {
  citiesOfState?: readonly City[];
}

/**
 * The form is checked by the contract the API applies, over every field (so a detail already saved
 * wrong is asked again), and a city must be one of its state's. `context` is read at each check:
 * the state's cities come with the values being checked.
 */
export function businessRequest(context: () => BusinessContext) {
  return z
    .preprocess((values) => fullPatch(values as BusinessValues), businessDataPatch)
    .superRefine((patch, issues) => {
      const cities = context().citiesOfState;
      const city = patch.address?.city;
      if (city && cities?.length && !cities.some((candidate) => candidate.name === city)) {
        issues.addIssue({ code: 'custom', path: ['address', 'city'], message: ruleReasons.cityOutsideArea });
      }
    });
}

/** The address parts a change of the address may have fixed. */
export const ADDRESS_PARTS = [
  'address.country',
  'address.state',
  'address.city',
  'address.postal_code',
  'address.street',
  'address.exterior_number',
  'address.neighborhood',
  'address.lat',
  'address.lng',
] as const;

/** The form's name when posted to the server before the app runs (business-action.ts). */
export const BUSINESS_FORM = 'business';
