import { z } from 'zod';
import { allyCode, countryCode } from './common';
import { country } from './countries';
import { postalCodeDigits } from './rules';

// Reference catalogues (spec section 7, "Blog and catalogues"). Catalogue lists are plain
// arrays, like the countries list; the city list is wrapped in `cities` as the spec says.

/** The common shape of small catalogues: business types, employee numbers, incomes... */
export const catalogItem = z.object({ id: z.number().int(), name: z.string() });
export const catalogList = z.array(catalogItem);

/** GET /api/catalogs/countries-all/ : every country, also those no ally offers yet. */
export const countryWithDialCode = country.extend({ dial_code: z.string(), offered: z.boolean() });
export const countriesAllResponse = z.array(countryWithDialCode);

export const geographicArea = z.object({ id: z.number().int(), name: z.string(), country: countryCode });
export const geographicAreasResponse = z.array(geographicArea);

/** A point on the map (WGS 84). Catalogue places carry one so a map can show them without a geocoder. */
export const coordinates = z.object({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) });

// lat/lng are null for a place nobody has located yet; the map then leaves it out.
export const city = z.object({
  id: z.number().int(),
  name: z.string(),
  geographic_area_id: z.number().int(),
  lat: coordinates.shape.lat.nullable(),
  lng: coordinates.shape.lng.nullable(),
});
/** GET /api/city-by-geographic-area/{id}/ */
export const citiesResponse = z.object({ cities: z.array(city) });

/** GET /api/level_maturity : the business maturity levels the survey places a learner in. */
export const levelMaturity = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  order: z.number().int(),
});
export const levelMaturityResponse = z.array(levelMaturity);

/**
 * GET /api/catalogs/reviews/ : the product's reference list of learner reviews, by country. No
 * page quotes it: the landing and the survey result show only the reviews the ally wrote
 * (`landingPage.reviews`).
 */
export const review = z.object({
  id: z.number().int(),
  author: z.string(),
  business: z.string(),
  rating: z.number().int().min(1).max(5),
  comment: z.string(),
  country: countryCode,
});
export const reviewsResponse = z.array(review);

/** GET /api/catalogs/postal_codes/?postal_code= */
export const postalCodeQuery = z.object({
  postal_code: postalCodeDigits,
});
export const postalCode = z.object({
  postal_code: z.string(),
  settlement: z.string(),
  city: z.string(),
  geographic_area: z.string(),
  country: countryCode,
  /** The settlement's position, or its city's when the settlement has none of its own. */
  lat: coordinates.shape.lat.nullable(),
  lng: coordinates.shape.lng.nullable(),
});
export const postalCodesResponse = z.array(postalCode);

export const teacher = z.object({
  id: z.number().int(),
  name: z.string(),
  bio: z.string(),
  photo_url: z.string().nullable(),
});
export const campus = z.object({ id: z.number().int(), name: z.string(), city: z.string() });
export const group = z.object({ id: z.number().int(), name: z.string(), campus_id: z.number().int() });
export const subject = z.object({ id: z.number().int(), name: z.string() });
export const teachersResponse = z.array(teacher);
export const campusesResponse = z.array(campus);
export const groupsResponse = z.array(group);
export const subjectsResponse = z.array(subject);

/** GET /api/type_ally/ : kinds of allies (bank, retailer, NGO...). */
export const allyType = z.object({ id: z.number().int(), code: z.string(), name: z.string() });
export const allyTypesResponse = z.array(allyType);

/** GET /api/catalogs/ally_customers/?ally__code= : businesses that learn with the ally. */
export const allyCustomersQuery = z.object({ ally__code: allyCode });
export const allyCustomer = z.object({
  id: z.number().int(),
  name: z.string(),
  logo_url: z.string().nullable(),
  ally_code: allyCode,
});
export const allyCustomersResponse = z.array(allyCustomer);

export type CatalogItem = z.infer<typeof catalogItem>;
export type CountryWithDialCode = z.infer<typeof countryWithDialCode>;
export type GeographicArea = z.infer<typeof geographicArea>;
export type Coordinates = z.infer<typeof coordinates>;
export type City = z.infer<typeof city>;
export type CitiesResponse = z.infer<typeof citiesResponse>;
export type LevelMaturity = z.infer<typeof levelMaturity>;
export type Review = z.infer<typeof review>;
export type PostalCode = z.infer<typeof postalCode>;
export type Teacher = z.infer<typeof teacher>;
export type Campus = z.infer<typeof campus>;
export type Group = z.infer<typeof group>;
export type Subject = z.infer<typeof subject>;
export type AllyType = z.infer<typeof allyType>;
export type AllyCustomer = z.infer<typeof allyCustomer>;
