import type { City } from '@aula/contracts/catalogs';
import {
  type BusinessAddress,
  type BusinessData,
  type BusinessDataPatch,
  businessDataPatch,
} from '@aula/contracts/profile';
import { errorsOfIssues, type FieldErrors } from '../forms/field-errors';

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

export type BusinessField =
  | Exclude<keyof BusinessValues, 'address'>
  | 'country'
  | 'state'
  | 'city'
  | 'postal_code'
  | 'street'
  | 'exterior_number'
  | 'neighborhood'
  | 'pin';

/** The most improvements a learner can pick (the contract's limit). */
export const MAX_IMPROVEMENTS = 20;

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

export function fieldOf(path: string): BusinessField | undefined {
  const [head, part] = path.split('.');
  if (head === 'address') {
    if (part === 'lat' || part === 'lng') return 'pin';
    return typedParts.find((name) => name === part) ?? (part === 'country' ? 'country' : undefined);
  }
  const top: readonly BusinessField[] = [
    'business_name',
    'business_type_id',
    'employee_number_id',
    'weekly_income_id',
    'founded_year',
    'improvement_ids',
  ];
  return top.find((name) => name === head);
}

export interface ValidationContext {
  /** The chosen state's cities, once loaded: a city must be one of them. */
  citiesOfState?: readonly City[];
  thisYear?: number;
}

/** The contract's rules (the schema the API applies), an address complete enough to find, and a city of its state. */
export function validateBusiness(values: BusinessValues, context: ValidationContext = {}): FieldErrors<BusinessField> {
  const thisYear = context.thisYear ?? new Date().getFullYear();
  const patch = fullPatch(values);
  const result = businessDataPatch.safeParse(patch);
  const errors = result.success ? {} : errorsOfIssues<BusinessField>(result.error.issues, fieldOf);
  const year = values.founded_year.trim();
  if (year && !(/^\d{4}$/.test(year) && Number(year) >= 1900 && Number(year) <= thisYear)) {
    errors.founded_year = { key: 'year', values: { max: thisYear } };
  }
  if (patch.address) {
    for (const part of ['street', 'state', 'city', 'postal_code'] as const) {
      if (!values.address[part].trim() && !errors[part]) errors[part] = { key: 'required' };
    }
    const cities = context.citiesOfState;
    const city = values.address.city;
    if (city && cities?.length && !cities.some((candidate) => candidate.name === city) && !errors.city) {
      errors.city = { key: 'cityOutsideArea' };
    }
  }
  return errors;
}
